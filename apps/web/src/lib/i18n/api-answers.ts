/** The API answers' lookup by code: a chunk of its own, fetched by a page in another language once it runs. */
export { apiMessageIn } from '@zari/contract';
