import { BRAND_NAME, COUNTRY_OF_ORIGIN } from '@zari/contract';
import { useStore } from '@/features/store';
import { PolicyLayout } from './policy-layout';

export function AboutUs() {
  const store = useStore().data;
  return (
    <PolicyLayout
      title={`About ${BRAND_NAME}`}
      summary={`${BRAND_NAME} is an Indian fashion label for everyday elegance: dresses, tops, jewellery and bags, designed and made in ${COUNTRY_OF_ORIGIN}.`}
      sections={[
        {
          heading: 'Who we are',
          body: (
            <p>
              {BRAND_NAME} began with a simple idea: well-made clothes with the craft of Indian textiles
              should be easy to buy and fair in price. We work with weavers, block printers and small
              workshops across the country and bring more than 4000 styles to your door.
            </p>
          ),
        },
        {
          heading: 'What we promise',
          body: (
            <ul>
              <li>
                Honest prices in rupees, inclusive of GST, with the MRP and your saving shown on every
                product.
              </li>
              <li>
                Easy returns with free pick up, fast delivery and cash on delivery where your pincode allows
                it.
              </li>
              <li>
                With every order you may plant a tree: your donation goes entirely to our plantation partners.
              </li>
            </ul>
          ),
        },
        {
          id: 'terms',
          heading: 'Terms & Conditions',
          body: (
            <p>
              By using {BRAND_NAME} you agree to buy for personal use, to give true delivery details and to
              keep your login code to yourself. Prices and stock may change until an order is placed; the
              price you see at checkout is the price you pay. These terms are governed by the laws of India,
              with courts in {store?.registeredAddress.city ?? 'the seller’s city'} having jurisdiction.
            </p>
          ),
        },
        {
          id: 'privacy',
          heading: 'Privacy Policy',
          body: (
            <p>
              We collect your mobile number, name, email and addresses only to run your account and deliver
              your orders, and we never sell them. Payments are processed by our payment partner; we never see
              or store your card details. Ask {store?.supportEmail ?? 'us'} to see, correct or delete your
              data.
            </p>
          ),
        },
      ]}
    />
  );
}
