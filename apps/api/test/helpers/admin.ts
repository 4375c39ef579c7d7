/** Calls and files the back-office tests share. */
import { crc32, deflateSync } from 'node:zlib';
import type { App } from '../../src/app.js';
import type { TestShopper } from './session.js';

export function adminCall(app: App, who: TestShopper | undefined) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<Awaited<ReturnType<App['inject']>>> =>
    app.inject({
      method,
      url,
      ...(who ? { headers: { cookie: who.cookie } } : {}),
      ...(payload === undefined ? {} : { payload: payload as never }),
    });
}

export interface UploadedFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body with text fields and at most one file in `file`. */
export function multipartBody(fields: Record<string, string>, file?: UploadedFile) {
  const boundary = `----zari${Date.now().toString(16)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Posts one file (or none) to a back-office upload route, as the back office's image picker does. */
export function adminUpload(app: App, who: TestShopper) {
  return (url: string, file: UploadedFile | undefined): Promise<Awaited<ReturnType<App['inject']>>> => {
    const body = multipartBody({}, file);
    return app.inject({
      method: 'POST',
      url,
      headers: { cookie: who.cookie, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
}

/** A PNG announcing `width` × `height` pixels with almost no pixel data: it must be refused on its header alone. */
export function pngHeaderOnly(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
