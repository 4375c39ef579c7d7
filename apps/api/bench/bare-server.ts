/** The ceiling the API is measured against: a bare Fastify route answering a small JSON object, nothing else. */
import Fastify from 'fastify';

const app = Fastify();
app.get('/bare', async () => ({ success: true, data: { hello: 'world' } }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
