/** Returns (issue 33): the queue with each return's age, one return with its photos and staff's steps. */
export { ReturnDetailScreen } from './components/return-detail-screen';
export { ReturnsScreen } from './components/returns-screen';
