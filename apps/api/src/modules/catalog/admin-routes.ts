/**
 * HTTP for running the catalogue (issue 14). Photo uploads are multipart (`file`, plus `variantId` to file
 * a photo under a colour), registered in this plugin alone with the upload limits.
 */
import multipart from '@fastify/multipart';
import { ADMIN_MESSAGES, API_MESSAGES, IMAGE_UPLOAD_MAX_BYTES } from '@zari/contract';
import { ImageUploadFields, ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadRequestError } from '../../lib/errors.js';
import { multipartError } from '../../lib/multipart.js';
import { registerRoute } from '../../lib/route.js';
import type { ImagesService } from '../images/service.js';
import type { AdminCatalogService } from './admin-service.js';

/** Room for the file and the multipart framing around it. */
const UPLOAD_BODY_LIMIT = IMAGE_UPLOAD_MAX_BYTES + 64 * 1024;

async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw new BadRequestError(ADMIN_MESSAGES.imageMissing);
  let file: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) throw new BadRequestError(API_MESSAGES.badRequest);
        file = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw multipartError(error, ADMIN_MESSAGES.imageTooLarge);
  }
  if (!file || file.length === 0) throw new BadRequestError(ADMIN_MESSAGES.imageMissing);
  const parsed = ImageUploadFields.safeParse(fields);
  if (!parsed.success) throw new BadRequestError(parsed.error.issues[0]?.message ?? API_MESSAGES.badRequest);
  return { file, ...parsed.data };
}

export function adminCatalogRoutes(deps: { catalog: AdminCatalogService; images: ImagesService }) {
  const { catalog, images } = deps;
  return async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: {
        fieldNameSize: 100,
        fieldSize: 200,
        fields: 4,
        files: 1,
        parts: 5,
        fileSize: IMAGE_UPLOAD_MAX_BYTES,
        headerPairs: 20,
      },
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
      { rawBody: true, bodyLimit: UPLOAD_BODY_LIMIT },
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
      { rawBody: true, bodyLimit: UPLOAD_BODY_LIMIT },
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
