/** Where the store delivers: the serviceable pincodes. */
export { PincodesScreen } from './components/pincodes-screen';
