/**
 * The fuzz of the back office's routes (see fuzz.ts), every one of them, as an owner and as a staff member:
 * crafted cursors and days (issue 27), empty bodies and oversized numbers among the hostile requests.
 */
import { ADMIN_ROUTES } from '@zari/contract/schemas';
import { fuzzRoutes } from './fuzz.js';

fuzzRoutes('the back office as an owner', ADMIN_ROUTES, { as: 'owner' });
fuzzRoutes('the back office as staff', ADMIN_ROUTES, { as: 'staff', runsPerRoute: 150 });
