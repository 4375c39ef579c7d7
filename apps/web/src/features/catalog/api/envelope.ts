/** The `{ success, message?, data }` answer of every API call (DESIGN §3). */
export interface Envelope<T> {
  success: boolean;
  message?: string;
  data: T;
}

export interface ListEnvelope<T> extends Envelope<T[]> {
  nextCursor?: string | null;
}
