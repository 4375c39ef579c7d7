/**
 * Staff read and replace the home page's banner sets (posters): each slide an image, an optional link and an
 * optional Hindi alt text (issue 35).
 */
import type { Poster } from '@zari/contract';
import type { AdminPosterUpdate } from '@zari/contract/schemas';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { AuditService } from '../audit/service.js';
import type { SessionUser } from '../sessions/service.js';
import type { CatalogRepository } from './repository.js';
import { toPoster } from './to-product.js';

type PosterUpdate = z.output<typeof AdminPosterUpdate>;

export interface EditPostersDeps {
  db: Database;
  repository: Pick<CatalogRepository, 'listPosterSets' | 'lockPosterSet' | 'savePosterSet'>;
  audit: Pick<AuditService, 'record'>;
  onCatalogChange: () => void;
}

export function createEditPosters({ db, repository, audit, onCatalogChange }: EditPostersDeps) {
  return {
    async listPosters(): Promise<Poster[]> {
      return (await repository.listPosterSets(db)).map(toPoster);
    },

    async updatePoster(actor: SessionUser, name: Poster['name'], update: PosterUpdate): Promise<Poster> {
      const row = await db.transaction(async (tx) => {
        const before = await repository.lockPosterSet(tx, name);
        // Issue 35: each slide's Hindi alt text, by position (null where a slide has none).
        const altsHi = update.slides.map((slide) => slide.translations?.hi?.alt?.trim() || null);
        const saved = await repository.savePosterSet(
          tx,
          name,
          update.slides.map((slide) => slide.image),
          update.slides.map((slide) => slide.link ?? ''),
          altsHi.some((alt) => alt !== null) ? { hi: { alts: altsHi } } : {},
        );
        await audit.record(tx, {
          actorId: actor.id,
          action: 'poster.update',
          entityType: 'poster',
          entityId: name,
          before: before ? toPoster(before) : null,
          after: toPoster(saved),
        });
        return saved;
      });
      onCatalogChange();
      return toPoster(row);
    },
  };
}
