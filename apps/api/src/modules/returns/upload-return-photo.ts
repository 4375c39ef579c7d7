/**
 * A photo for a return (issue 33): the shopper's own order only, stored by the image pipeline (re-encoded,
 * metadata dropped, named by its bytes); its path is what the return request lists.
 */
import { API_MESSAGES } from '@zari/contract';
import type { Database } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import type { ImagesService } from '../images/service.js';
import type { SessionUser } from '../sessions/service.js';
import * as repository from './repository.js';

export function createUploadReturnPhoto(deps: { db: Database; images: Pick<ImagesService, 'store'> }) {
  const { db, images } = deps;
  return async function uploadReturnPhoto(user: SessionUser, orderId: string, bytes: Buffer) {
    const order = await repository.findOrder(db, orderId, user.id);
    if (!order) throw new NotFoundError(API_MESSAGES.orderNotFound);
    const stored = await images.store(bytes);
    return { path: stored.path };
  };
}
