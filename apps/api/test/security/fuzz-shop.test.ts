/** The fuzz of the shop's routes (see fuzz.ts); the back office has its own file, so the two run in parallel. */
import { ROUTES } from '@zari/contract/schemas';
import { fuzzRoutes } from './fuzz.js';

fuzzRoutes('the shop', ROUTES);
