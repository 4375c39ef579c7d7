/** The API mocked at the network layer (MSW): tests add handlers per case with `server.use`. */
import { setupServer } from 'msw/node';

export const server = setupServer();
