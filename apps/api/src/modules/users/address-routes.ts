/**
 * The address book's HTTP (issue 34): `GET/POST /api/users/{userId}/addresses`,
 * `PATCH/DELETE /api/users/{userId}/addresses/{addressId}`. Only the owner: another user's id is 403, and
 * another user's address is 404 (it is never found), so no answer carries someone else's address.
 */
import { API_MESSAGES } from '@zari/contract';
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { ForbiddenError } from '../../lib/errors.js';
import { registerRoute } from '../../lib/route.js';
import type { AddressesService } from './addresses.js';

export function addressRoutes(deps: { addresses: AddressesService }) {
  const { addresses } = deps;
  const owner = (params: { userId: string }, user: { id: string }) => {
    if (params.userId !== user.id) throw new ForbiddenError(API_MESSAGES.forbidden);
    return user.id;
  };

  return async (app: FastifyInstance) => {
    registerRoute(app, ROUTES.listAddresses, async (request) => ({
      success: true,
      data: await addresses.list(owner(request.params, request.user)),
    }));

    registerRoute(app, ROUTES.addAddress, async (request) => ({
      success: true,
      data: await addresses.add(owner(request.params, request.user), request.body),
    }));

    registerRoute(app, ROUTES.updateAddress, async (request) => ({
      success: true,
      data: await addresses.update(
        owner(request.params, request.user),
        request.params.addressId,
        request.body,
      ),
    }));

    registerRoute(app, ROUTES.deleteAddress, async (request) => {
      const userId = owner(request.params, request.user);
      await addresses.remove(userId, request.params.addressId);
      return { success: true, data: await addresses.list(userId) };
    });
  };
}
