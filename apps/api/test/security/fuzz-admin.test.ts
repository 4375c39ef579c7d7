/** The fuzz of the back office's routes (see fuzz.ts), with an owner's session. */
import { ADMIN_ROUTES } from '@zari/contract/schemas';
import { fuzzRoutes } from './fuzz.js';

fuzzRoutes('the back office', ADMIN_ROUTES);
