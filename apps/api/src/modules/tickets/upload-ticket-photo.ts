/**
 * A photo for a complaint (issue 34): signed in or with a live phone proof, stored by the image pipeline
 * (re-encoded, metadata dropped, named by its bytes); its path is what the ticket lists.
 */
import { TICKET_MESSAGES } from '@zari/contract';
import { ForbiddenError } from '../../lib/errors.js';
import type { ImagesService } from '../images/service.js';
import type { SessionUser } from '../sessions/service.js';
import type { PhoneProofs } from './phone-proof.js';

export function createUploadTicketPhoto(deps: { images: Pick<ImagesService, 'store'>; proofs: PhoneProofs }) {
  const { images, proofs } = deps;
  return async function uploadTicketPhoto(
    caller: { user?: SessionUser | undefined; phoneProof?: string | undefined },
    /** Reads the upload; called only once the caller is allowed, so a stranger's bytes are never read. */
    readBytes: () => Promise<Buffer>,
  ) {
    if (!caller.user) {
      if (!caller.phoneProof) throw new ForbiddenError(TICKET_MESSAGES.phoneProofRequired);
      if (!proofs.phoneOf(caller.phoneProof)) throw new ForbiddenError(TICKET_MESSAGES.phoneProofInvalid);
    }
    const stored = await images.store(await readBytes());
    return { path: stored.path };
  };
}
