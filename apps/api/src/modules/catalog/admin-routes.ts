/**
 * HTTP for running the catalogue (issue 14). Photo uploads are multipart (`file`, plus `variantId` to file
 * a photo under a colour), registered in this plugin alone with the upload limits.
 */
import multipart from '@fastify/multipart';
import { ADMIN_MESSAGES, API_MESSAGES, CATALOG_IMPORT_MAX_ROWS } from '@zari/contract';
import { ImageUploadFields, ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadRequestError } from '../../lib/errors.js';
import { PHOTO_UPLOAD_BODY_LIMIT, photoUploadLimits, readPhotoUpload } from '../../lib/multipart.js';
import { registerRoute } from '../../lib/route.js';
import type { ImagesService } from '../images/service.js';
import type { AdminCatalogService } from './admin-service.js';

/** A whole catalogue as JSON-wrapped CSV (the request's own limit), with room to spare. */
const CATALOG_IMPORT_BODY_LIMIT = CATALOG_IMPORT_MAX_ROWS * 400 + 64 * 1024;

async function readUpload(request: FastifyRequest) {
  const { file, fields } = await readPhotoUpload(request);
  const parsed = ImageUploadFields.safeParse(fields);
  if (!parsed.success) throw new BadRequestError(parsed.error.issues[0]?.message ?? API_MESSAGES.badRequest);
  return { file, ...parsed.data };
}

export function adminCatalogRoutes(deps: { catalog: AdminCatalogService; images: ImagesService }) {
  const { catalog, images } = deps;
  return async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: photoUploadLimits(4),
    });

    registerRoute(app, ROUTES.adminListProducts, async (request) => {
      const page = await catalog.listProducts(request.query);
      return { success: true, data: page.products, nextCursor: page.nextCursor };
    });
    registerRoute(app, ROUTES.adminCreateProduct, async (request) => ({
      success: true,
      message: ADMIN_MESSAGES.productCreated,
      data: await catalog.createProduct(request.user, request.body),
    }));
    registerRoute(app, ROUTES.adminGetProduct, async (request) => ({
      success: true,
      data: await catalog.getProduct(request.params.id),
    }));
    registerRoute(app, ROUTES.adminUpdateProduct, async (request) => ({
      success: true,
      message: ADMIN_MESSAGES.productUpdated,
      data: await catalog.updateProduct(request.user, request.params.id, request.body),
    }));
    registerRoute(app, ROUTES.adminArchiveProduct, async (request) => ({
      success: true,
      message: ADMIN_MESSAGES.productArchived,
      data: await catalog.archiveProduct(request.user, request.params.id),
    }));

    registerRoute(app, ROUTES.adminCreateVariant, async (request) => ({
      success: true,
      message: ADMIN_MESSAGES.variantCreated,
      data: await catalog.createVariant(request.user, request.params.id, request.body),
    }));
    registerRoute(app, ROUTES.adminUpdateVariant, async (request) => ({
      success: true,
      message: ADMIN_MESSAGES.variantUpdated,
      data: await catalog.updateVariant(
        request.user,
        request.params.id,
        request.params.variantId,
        request.body,
      ),
    }));
    registerRoute(app, ROUTES.adminDeleteVariant, async (request) => ({
      success: true,
      message: ADMIN_MESSAGES.variantDeleted,
      data: await catalog.deleteVariant(request.user, request.params.id, request.params.variantId),
    }));

    registerRoute(app, ROUTES.adminSetSkus, async (request) => ({
      success: true,
      message: ADMIN_MESSAGES.stockUpdated,
      data: await catalog.setProductSkus(request.user, request.params.id, request.body),
    }));
    registerRoute(app, ROUTES.adminSetStock, async (request) => ({
      success: true,
      message: ADMIN_MESSAGES.stockUpdated,
      data: await catalog.setProductStock(request.user, request.params.id, request.body),
    }));

    registerRoute(
      app,
      ROUTES.adminUploadProductImage,
      async (request) => {
        const upload = await readUpload(request);
        return {
          success: true,
          message: ADMIN_MESSAGES.imageUploaded,
          data: await catalog.addProductPhoto(request.user, request.params.id, upload.file, upload.variantId),
        };
      },
      { rawBody: true, bodyLimit: PHOTO_UPLOAD_BODY_LIMIT },
    );
    registerRoute(
      app,
      ROUTES.adminUploadImage,
      async (request) => {
        const upload = await readUpload(request);
        return {
          success: true,
          message: ADMIN_MESSAGES.imageUploaded,
          data: await images.store(upload.file),
        };
      },
      { rawBody: true, bodyLimit: PHOTO_UPLOAD_BODY_LIMIT },
    );

    registerRoute(app, ROUTES.adminListCategories, async (request) => ({
      success: true,
      data: await catalog.listCategories(request.query),
    }));
    registerRoute(app, ROUTES.adminCreateCategory, async (request) => ({
      success: true,
      message: ADMIN_MESSAGES.categoryCreated,
      data: await catalog.createCategory(request.user, request.body),
    }));
    registerRoute(app, ROUTES.adminUpdateCategory, async (request) => ({
      success: true,
      message: ADMIN_MESSAGES.categoryUpdated,
      data: await catalog.updateCategory(request.user, request.params.id, request.body),
    }));

    // Issue 31: the catalogue's CSV, out and in (a dry run first).
    registerRoute(app, ROUTES.adminExportCatalog, async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'attachment; filename="catalogue.csv"')
        .send(await catalog.exportCatalog()),
    );
    registerRoute(
      app,
      ROUTES.adminImportCatalog,
      async (request) => {
        const result = await catalog.importCatalog(request.user, request.body.csv, request.body.dryRun);
        return {
          success: true,
          message: result.dryRun
            ? ADMIN_MESSAGES.catalogChecked(result.rows)
            : ADMIN_MESSAGES.catalogImported(result.created, result.updated),
          data: result,
        };
      },
      { bodyLimit: CATALOG_IMPORT_BODY_LIMIT },
    );

    registerRoute(app, ROUTES.adminListPosters, async () => ({
      success: true,
      data: await catalog.listPosters(),
    }));
    registerRoute(app, ROUTES.adminUpdatePoster, async (request) => ({
      success: true,
      message: ADMIN_MESSAGES.posterUpdated,
      data: await catalog.updatePoster(request.user, request.params.name, request.body),
    }));
  };
}
