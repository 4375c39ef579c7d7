export default function WishlistPage() {
  return <main className="p-4">Wishlist</main>;
}
