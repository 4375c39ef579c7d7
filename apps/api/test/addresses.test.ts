/**
 * The address book (issue 34, Saved addresses) on Postgres through HTTP: add, list, edit, make default,
 * delete; city and state from the pincode; only the owner (another user's book is 403, another user's address
 * 404, never the data); one default however many requests race; the contract's validation (400); the cap.
 */
import {
  ADDRESS_BOOK_MAX,
  ADDRESS_MESSAGES,
  API_MESSAGES,
  API_PATHS,
  buildApiPath,
  type SavedAddress,
  type SavedAddressCreate,
} from '@zari/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userAddresses } from '../src/db/schema/index.js';
import { createAddressesService } from '../src/modules/users/addresses.js';
import { useTestApp } from './helpers/app.js';
import { erasureOf } from './helpers/erasure.js';
import { COD_PINCODE, insertPincodes, PREPAID_ONLY_PINCODE } from './helpers/order-fixtures.js';
import { signInShopper, type TestShopper } from './helpers/session.js';

describe('the address book', async () => {
  const { app, db, config } = await useTestApp();

  const HOME: SavedAddressCreate = {
    fullName: 'Asha Verma',
    phone: '98765 43210',
    line1: '12, 4th Cross, Indiranagar',
    pincode: COD_PINCODE,
  };

  const book = (who: TestShopper, userId = who.id) => buildApiPath(API_PATHS.userAddresses, { userId });
  const one = (who: TestShopper, addressId: string, userId = who.id) =>
    buildApiPath(API_PATHS.userAddress, { userId, addressId });

  async function add(who: TestShopper, body: Partial<SavedAddressCreate> = {}) {
    const response = await app.inject({
      method: 'POST',
      url: book(who),
      headers: { cookie: who.cookie },
      payload: { ...HOME, ...body },
    });
    return {
      status: response.statusCode,
      body: response.json() as { success: boolean; message?: string; data: SavedAddress },
    };
  }
  async function list(who: TestShopper): Promise<SavedAddress[]> {
    const response = await app.inject({ method: 'GET', url: book(who), headers: { cookie: who.cookie } });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }
  const patch = (who: TestShopper, id: string, payload: object, userId = who.id) =>
    app.inject({ method: 'PATCH', url: one(who, id, userId), headers: { cookie: who.cookie }, payload });

  beforeAll(async () => {
    await insertPincodes(db);
  });

  it('saves an address with city and state from the pincode, the first one as the default', async () => {
    const asha = await signInShopper(db, config);
    const { status, body } = await add(asha);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      fullName: 'Asha Verma',
      phone: '+919876543210',
      line1: '12, 4th Cross, Indiranagar',
      line2: '',
      landmark: '',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: COD_PINCODE,
      kind: 'home',
      isDefault: true,
    });
    const second = await add(asha, {
      kind: 'work',
      line1: 'Prestige Tech Park',
      city: 'Bangalore',
      state: 'KA',
    });
    // The shopper's own words are kept when both are given; a later address is not the default unless asked.
    expect(second.body.data).toMatchObject({
      kind: 'work',
      city: 'Bangalore',
      state: 'KA',
      isDefault: false,
    });
    expect((await list(asha)).map((address) => address.id)).toEqual([body.data.id, second.body.data.id]);
  });

  it('edits an address, takes the new pincode’s city and state, makes another the default and deletes', async () => {
    const ravi = await signInShopper(db, config);
    const first = (await add(ravi)).body.data;
    const second = (
      await add(ravi, { line1: 'Flat 2B, Lodhi Road', pincode: '560025', city: 'X', state: 'Y' })
    ).body.data;

    const moved = await patch(ravi, second.id, { pincode: PREPAID_ONLY_PINCODE });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({
      pincode: PREPAID_ONLY_PINCODE,
      city: 'New Delhi',
      state: 'Delhi',
    });

    const made = await patch(ravi, second.id, { isDefault: true, landmark: 'Near the post office' });
    expect(made.json().data).toMatchObject({ isDefault: true, landmark: 'Near the post office' });
    const after = await list(ravi);
    expect(after.map((address) => [address.id, address.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);

    // Deleting the default makes the one left the default.
    const deleted = await app.inject({
      method: 'DELETE',
      url: one(ravi, second.id),
      headers: { cookie: ravi.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.map((address: SavedAddress) => [address.id, address.isDefault])).toEqual([
      [first.id, true],
    ]);
    const again = await app.inject({
      method: 'DELETE',
      url: one(ravi, second.id),
      headers: { cookie: ravi.cookie },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      success: false,
      message: ADDRESS_MESSAGES.notFound,
      code: 'address.notFound',
    });
  });

  it('refuses another shopper: their book is 403, their address 404, and nothing of it is answered or changed', async () => {
    const owner = await signInShopper(db, config);
    const other = await signInShopper(db, config);
    const address = (await add(owner)).body.data;

    for (const [method, url, payload] of [
      ['GET', book(other, owner.id), undefined],
      ['POST', book(other, owner.id), HOME],
      ['PATCH', one(other, address.id, owner.id), { line1: 'Hijacked' }],
      ['DELETE', one(other, address.id, owner.id), undefined],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        headers: { cookie: other.cookie },
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({ success: false, message: API_MESSAGES.forbidden, code: 'forbidden' });
    }
    // Their own path with the owner's address id: not found, never the data.
    const edited = await patch(other, address.id, { line1: 'Hijacked' });
    expect(edited.statusCode).toBe(404);
    expect(edited.body).not.toContain(address.line1);
    const removed = await app.inject({
      method: 'DELETE',
      url: one(other, address.id),
      headers: { cookie: other.cookie },
    });
    expect(removed.statusCode).toBe(404);
    expect((await list(owner))[0]).toMatchObject({ id: address.id, line1: HOME.line1 });
    expect(await list(other)).toEqual([]);

    const anonymous = await app.inject({ method: 'GET', url: book(owner) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('leaves exactly one default when many "make default" requests race', async () => {
    const meera = await signInShopper(db, config);
    const ids: string[] = [];
    for (let index = 0; index < 6; index += 1)
      ids.push((await add(meera, { line1: `House ${index}` })).body.data.id);
    const answers = await Promise.all(ids.map((id) => patch(meera, id, { isDefault: true })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(ids.map(() => 200));
    const defaults = await db.select().from(userAddresses).where(eq(userAddresses.userId, meera.id));
    expect(defaults.filter((row) => row.isDefault)).toHaveLength(1);
    // Racing adds that ask to be the default also leave one.
    const added = await Promise.all([1, 2, 3].map((n) => add(meera, { line1: `New ${n}`, isDefault: true })));
    expect(added.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await list(meera)).filter((address) => address.isDefault)).toHaveLength(1);
  });

  it('refuses a bad address with the contract’s message (400), and an unknown pincode without city and state', async () => {
    const kiran = await signInShopper(db, config);
    const cases: [Partial<SavedAddressCreate> & Record<string, unknown>, string][] = [
      [{ pincode: '012345' }, API_MESSAGES.pincodeInvalid],
      [{ phone: '12345' }, API_MESSAGES.invalidPhone],
      [{ fullName: '   ' }, ADDRESS_MESSAGES.fullNameRequired],
      [{ line1: '' }, ADDRESS_MESSAGES.line1Required],
      [{ pincode: '799999' }, ADDRESS_MESSAGES.cityStateUnknown],
    ];
    for (const [body, message] of cases) {
      const answer = await add(kiran, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.success).toBe(false);
      // The contract's words, after the field's name where the error plugin names it.
      expect(answer.body.message).toMatch(
        new RegExp(`^(\\w+: )?${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      );
    }
    const bad = await add(kiran, { kind: 'office' as never });
    expect(bad.status).toBe(400);
    // An unknown pincode is fine with the city and state typed.
    expect((await add(kiran, { pincode: '799999', city: 'Agartala', state: 'Tripura' })).status).toBe(200);
    const empty = await patch(kiran, (await list(kiran))[0]?.id ?? '', {});
    expect(empty.statusCode).toBe(400);
    expect(await list(kiran)).toHaveLength(1);
  });

  it(`keeps at most ${ADDRESS_BOOK_MAX} addresses, even when adds race`, async () => {
    const nisha = await signInShopper(db, config);
    for (let index = 0; index < ADDRESS_BOOK_MAX - 2; index += 1) {
      expect((await add(nisha, { line1: `Street ${index}` })).status).toBe(200);
    }
    const racing = await Promise.all([1, 2, 3, 4].map((n) => add(nisha, { line1: `Race ${n}` })));
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 200, 409, 409]);
    expect(racing.find((answer) => answer.status === 409)?.body).toEqual({
      success: false,
      message: ADDRESS_MESSAGES.bookFull,
      code: 'address.bookFull',
    });
    expect(await list(nisha)).toHaveLength(ADDRESS_BOOK_MAX);
  });

  it('gives the data-rights work its section: the addresses collected as JSON, erased in a transaction', async () => {
    const tara = await signInShopper(db, config);
    await add(tara);
    await add(tara, { line1: 'Second home', kind: 'work' });
    const section = createAddressesService({
      db,
      clock: { now: () => new Date() },
      placeOf: async () => undefined,
    }).personalDataSection;
    expect(section.name).toBe('addresses');
    const collected = await section.collect(tara.id);
    expect(JSON.parse(JSON.stringify(collected))).toEqual(await list(tara));
    expect(collected).toHaveLength(2);
    await db.transaction((tx) => section.erase(tx, tara.id, erasureOf(tara.id)));
    expect(await list(tara)).toEqual([]);
  });
});
