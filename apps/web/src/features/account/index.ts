/** The account screens: profile hub, edit profile, settings and the saved shipping address. */

export { addAddress, addressesQueryOptions, useAddresses } from './api/addresses';
export { AddressBook, AddressLines } from './components/address-book';
export { EditProfileForm } from './components/edit-profile-form';
export { ProfileHub } from './components/profile-hub';
export { SettingsView } from './components/settings-view';
export { ShippingAddressForm } from './components/shipping-address-form';
