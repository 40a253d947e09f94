import Router from '@koa/router';
import { progressEndpoints as endpoints } from '@repwise/contracts/progress';
import { currentUser, mountEndpoint, requireAuth } from '@repwise/server-kit';
import { readPhotoUploads } from '../photos/read-photo-uploads';
import type { ProgressDeps } from '../progress-deps';
import { deletePhoto, listPhotos, readPhoto, uploadPhotos } from '../use-cases/photos';

/** Photo ids never change content, so the browser may keep a photo for a year (private: per user). */
const photoCacheControl = 'private, max-age=31536000, immutable';

/** /files: upload, list, serve and delete progress photos (GridFS), only ever the owner's. */
export function createPhotoRouter(deps: ProgressDeps): Router {
  const router = new Router({ prefix: '/files' });
  router.use(requireAuth(deps.jwt));

  mountEndpoint(router, endpoints.uploadPhotos, [], async (ctx) => {
    const files = await readPhotoUploads(ctx);
    const stored = await uploadPhotos(deps, currentUser(ctx.state).id, files);
    ctx.status = 201;
    ctx.body = {
      success: true,
      message: `${stored.length} photo${stored.length === 1 ? '' : 's'} uploaded successfully`,
      data: { files: stored },
    };
  });

  mountEndpoint(router, endpoints.listPhotos, [], async (ctx) => {
    ctx.body = {
      success: true,
      data: { photos: await listPhotos(deps, currentUser(ctx.state).id) },
    };
  });

  mountEndpoint(router, endpoints.getPhoto, [], async (ctx, { params }) => {
    const { photo, stream } = await readPhoto(deps, currentUser(ctx.state).id, params.id);
    const etag = `"${photo.id}"`;
    ctx.set('Cache-Control', photoCacheControl);
    ctx.set('ETag', etag);
    ctx.set('Vary', 'Authorization');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Disposition', 'inline');
    if (ctx.get('if-none-match') === etag) {
      stream.destroy();
      ctx.status = 304;
      return;
    }
    ctx.type = photo.contentType;
    ctx.length = photo.size;
    ctx.body = stream;
  });

  mountEndpoint(router, endpoints.deletePhoto, [], async (ctx, { params }) => {
    await deletePhoto(deps, currentUser(ctx.state).id, params.id);
    ctx.body = { success: true, message: 'Photo deleted successfully' };
  });

  return router;
}
