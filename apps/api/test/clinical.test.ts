import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startServer, type TestServer } from './support';

// The seed (clock 2030-01-07 15:00 UTC): Olivia's dog Biscuit had PAW7Q2K9 with Dr. Chen a week ago
// (finalized, with a prescription) and PAW2H6LM with Dr. Brooks two months ago (finalized); PAWV5T8N
// with Dr. Chen starts at 15:05; PAW4R6DX (Miso, a cat) was held two days ago, record not finalized.
let server: TestServer;
const FINALIZED = 'PAW7Q2K9';
const DAP_PLAN = 'Ear cleaner twice daily for 7 days';

async function tokens() {
  const olivia = await signIn(server.app, 'olivia@pawcall.test');
  const noah = await signIn(server.app, 'noah@pawcall.test');
  const chen = await signIn(server.app, 'dr.chen@pawcall.test');
  const brooks = await signIn(server.app, 'dr.brooks@pawcall.test');
  return { olivia: olivia.token, noah: noah.token, chen: chen.token, brooks: brooks.token };
}

/** GET a document link as a browser tab would: no bearer token, the signature is the credential. */
async function fetchDocument(url: string) {
  const response = await server.app.request(url);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type'), bytes };
}

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

describe('the medical record document', () => {
  it('is a PDF at a signed link that holds the DAP text, for the vet and for the client', async () => {
    server.clock.set('2030-01-07T15:00:00.000Z');
    const { olivia, chen } = await tokens();
    const vetLink = await call(
      server.app,
      'GET',
      `/api/v1/px/appointments/${FINALIZED}/medical-record/download`,
      {
        token: chen,
      },
    );
    expect(vetLink.status).toBe(200);
    expect(vetLink.body.data.url).toMatch(/^\/api\/v1\/documents\/medical-record\/PAW7Q2K9\.pdf\?/);
    expect(vetLink.body.data.expires_at).toBe('2030-01-07T15:10:00.000Z');
    const pdf = await fetchDocument(vetLink.body.data.url);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdf.bytes.toString('latin1');
    expect(text).toContain('Likely otitis externa, yeast or bacterial');
    expect(text).toContain(DAP_PLAN);
    expect(text).toContain('Medical record');
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);

    const clientLink = await call(
      server.app,
      'GET',
      `/api/v1/cx/appointments/${FINALIZED}/medical-record/download`,
      {
        token: olivia,
      },
    );
    const clientPdf = await fetchDocument(clientLink.body.data.url);
    expect(clientPdf.status).toBe(200);
    expect(clientPdf.bytes.toString('latin1')).toContain(DAP_PLAN);
  });

  it('is written in the reader’s language', async () => {
    server.clock.set('2030-01-07T15:00:00.000Z');
    const { chen } = await tokens();
    const link = await call(
      server.app,
      'GET',
      `/api/v1/px/appointments/${FINALIZED}/medical-record/download`,
      {
        token: chen,
      },
    );
    const response = await server.app.request(link.body.data.url, { headers: { 'X-Locale': 'fr-CA' } });
    const text = Buffer.from(await response.arrayBuffer()).toString('latin1');
    // "Dossier médical" with é in WinAnsi (octal 351).
    expect(text).toContain('(Dossier m\\351dical)');
  });

  it('stops working when the link expires, and a changed link is refused', async () => {
    server.clock.set('2030-01-07T15:00:00.000Z');
    const { chen } = await tokens();
    const link = await call(
      server.app,
      'GET',
      `/api/v1/px/appointments/${FINALIZED}/medical-record/download`,
      {
        token: chen,
      },
    );
    const url: string = link.body.data.url;
    server.clock.set('2030-01-07T15:09:59.000Z');
    expect((await fetchDocument(url)).status).toBe(200);
    server.clock.set('2030-01-07T15:10:00.000Z');
    const expired = await call(server.app, 'GET', url);
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({
      code: 'LINK_EXPIRED',
      message: 'This download link has expired. Please download the document again.',
    });
    server.clock.set('2030-01-07T15:00:00.000Z');
    const otherDocument = await call(server.app, 'GET', url.replace('PAW7Q2K9', 'PAW4R6DX'));
    expect(otherDocument.status).toBe(403);
    expect(otherDocument.body.code).toBe('LINK_INVALID');
    const later = url.replace(/expires=(\d+)/, (_, n: string) => `expires=${Number(n) + 3600}`);
    expect((await call(server.app, 'GET', later)).status).toBe(403);
  });

  it('cannot be fetched by another client, by link or by the download call', async () => {
    server.clock.set('2030-01-07T15:00:00.000Z');
    const { olivia, noah } = await tokens();
    const theirs = await call(
      server.app,
      'GET',
      `/api/v1/cx/appointments/${FINALIZED}/medical-record/download`,
      {
        token: noah,
      },
    );
    expect(theirs.status).toBe(404);
    const oliviaLink = await call(
      server.app,
      'GET',
      `/api/v1/cx/appointments/${FINALIZED}/medical-record/download`,
      {
        token: olivia,
      },
    );
    const noahUser = (await call(server.app, 'GET', '/api/v1/profile', { token: noah })).body.data
      .uuid as string;
    const oliviaUser = new URL(oliviaLink.body.data.url, 'http://x').searchParams.get('u') as string;
    const forged = (oliviaLink.body.data.url as string).replace(oliviaUser, noahUser);
    expect((await call(server.app, 'GET', forged)).status).toBe(403);
  });

  it('is not released to the client before the vet finalizes it', async () => {
    server.clock.set('2030-01-07T15:00:00.000Z');
    const { olivia, chen } = await tokens();
    const refused = await call(
      server.app,
      'GET',
      '/api/v1/cx/appointments/PAW4R6DX/medical-record/download',
      {
        token: olivia,
      },
    );
    expect(refused.status).toBe(409);
    // The vet's own copy of an unfinalized record says it is a draft.
    const draft = await call(server.app, 'GET', '/api/v1/px/appointments/PAW4R6DX/medical-record/download', {
      token: chen,
    });
    const pdf = await fetchDocument(draft.body.data.url);
    expect(pdf.bytes.toString('latin1')).toContain('Draft: this record is not finalized yet.');
  });

  it('is emailed to the client with a link that works for 7 days', async () => {
    server.clock.set('2030-01-07T15:00:00.000Z');
    const { chen } = await tokens();
    const sent = await call(server.app, 'PUT', `/api/v1/px/appointments/${FINALIZED}/medical-record/email`, {
      token: chen,
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({
      sent_to: 'olivia@pawcall.test',
      expires_at: '2030-01-14T15:00:00.000Z',
    });
    const outbox = await server.app.request('/dev/outbox.json?to=olivia@pawcall.test');
    const [mail] = ((await outbox.json()) as { data: Array<{ subject: string; body: string; link: string }> })
      .data;
    expect(mail?.subject).toBe("Biscuit's medical record from Pawcall");
    expect(mail?.body).toContain('Dr. Chen sent you the medical record of Biscuit');
    expect(mail?.link).toMatch(/^\/api\/v1\/documents\/medical-record\/PAW7Q2K9\.pdf\?/);
    expect(mail?.body).toContain(mail?.link);
    server.clock.set('2030-01-13T15:00:00.000Z');
    const pdf = await fetchDocument(mail?.link as string);
    expect(pdf.status).toBe(200);
    expect(pdf.bytes.toString('latin1')).toContain(DAP_PLAN);
    server.clock.set('2030-01-14T15:00:00.000Z');
    expect((await fetchDocument(mail?.link as string)).status).toBe(410);
  });

  it('is not emailed before it is finalized', async () => {
    server.clock.set('2030-01-07T15:00:00.000Z');
    const { chen } = await tokens();
    const refused = await call(server.app, 'PUT', '/api/v1/px/appointments/PAW4R6DX/medical-record/email', {
      token: chen,
    });
    expect(refused.status).toBe(409);
  });
});

describe('the pet’s history', () => {
  it('shows the vet every visit of the pet but this one, newest first, with finalized summaries', async () => {
    server.clock.set('2030-01-07T15:00:00.000Z');
    const { chen } = await tokens();
    const history = await call(server.app, 'GET', `/api/v1/appointments/${FINALIZED}/pet/appointments`, {
      token: chen,
    });
    expect(history.status).toBe(200);
    expect(history.body.data.pet).toMatchObject({ name: 'Biscuit', species: 'DOG' });
    const refs = history.body.data.items.map((item: { reference_id: string }) => item.reference_id);
    expect(refs).toEqual(['PAW3M8X4', 'PAWV5T8N', 'PAW2H6LM']);
    expect(history.body.data.items[2]).toMatchObject({
      status: 'COMPLETED',
      partner_name: 'Dr. Amelia Brooks',
      summary: 'Mild soft-tissue sprain, left foreleg',
    });
    expect(history.body.data.items[0].summary).toBeNull();
    const detail = await call(
      server.app,
      'GET',
      `/api/v1/appointments/${FINALIZED}/pet/appointments/PAW2H6LM`,
      {
        token: chen,
      },
    );
    expect(detail.status).toBe(200);
    expect(detail.body.data.record[0]).toMatchObject({
      type: 'DAP',
      assessment: 'Mild soft-tissue sprain of the left foreleg.',
    });
  });

  it('shows a client only their own pet’s, and nothing of another pet', async () => {
    server.clock.set('2030-01-07T15:00:00.000Z');
    const { olivia, noah, chen } = await tokens();
    const own = await call(server.app, 'GET', `/api/v1/appointments/${FINALIZED}/pet/appointments`, {
      token: olivia,
    });
    expect(own.status).toBe(200);
    expect(own.body.data.total).toBe(3);
    const other = await call(server.app, 'GET', `/api/v1/appointments/${FINALIZED}/pet/appointments`, {
      token: noah,
    });
    expect(other.status).toBe(404);
    // PAW4R6DX is Miso's visit: not in Biscuit's history.
    const wrongPet = await call(
      server.app,
      'GET',
      `/api/v1/appointments/${FINALIZED}/pet/appointments/PAW4R6DX`,
      {
        token: chen,
      },
    );
    expect(wrongPet.status).toBe(404);
  });
});

describe('the prescription link', () => {
  it('links the prescription PDF for the vet, and says when it has expired', async () => {
    server.clock.set('2030-01-07T15:00:00.000Z');
    const { chen, olivia } = await tokens();
    const link = await call(server.app, 'GET', `/api/v1/px/appointments/${FINALIZED}/prescription`, {
      token: chen,
    });
    expect(link.status).toBe(200);
    expect(link.body.data.prescription.medication_name).toBe('Mometamax otic suspension');
    const pdf = await fetchDocument(link.body.data.url);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.bytes.toString('latin1')).toContain('Instil 4 drops in the right ear twice daily for 7 days.');
    expect(
      (await call(server.app, 'GET', `/api/v1/px/appointments/${FINALIZED}/prescription`, { token: olivia }))
        .status,
    ).toBe(403);
    const none = await call(server.app, 'GET', '/api/v1/px/appointments/PAW4R6DX/prescription', {
      token: chen,
    });
    expect(none.status).toBe(404);
    server.clock.set('2030-07-10T15:00:00.000Z');
    const expired = await call(server.app, 'GET', `/api/v1/px/appointments/${FINALIZED}/prescription`, {
      token: (await signIn(server.app, 'dr.chen@pawcall.test')).token,
    });
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({
      code: 'PRESCRIPTION_EXPIRED',
      message: 'This prescription has expired.',
    });
  });
});

describe('diagnostic kits and product recommendations', () => {
  it('lists the kits for the pet’s species and recommends one with its bundled follow-up', async () => {
    server.clock.set('2030-01-07T15:00:00.000Z');
    const { chen, olivia } = await tokens();
    const kits = await call(server.app, 'GET', '/api/v1/px/appointments/PAW4R6DX/diagnostic-kits', {
      token: chen,
    });
    expect(kits.status).toBe(200);
    const names = kits.body.data.items.map((kit: { name: string }) => kit.name);
    expect(names).toEqual([
      'Ear infection kit for cats',
      'Skin and itch kit for cats',
      'Stool test bundle for cats',
    ]);
    const stool = kits.body.data.items[2];
    const recommended = await call(
      server.app,
      'POST',
      `/api/v1/px/appointments/PAW4R6DX/diagnostic-kit/${stool.uuid}`,
      { token: chen },
    );
    expect(recommended.status).toBe(201);
    expect(recommended.body.data).toMatchObject({
      sku: 'DK-STOOL-CAT',
      recommended_at: '2030-01-07T15:00:00.000Z',
    });
    const again = await call(
      server.app,
      'POST',
      `/api/v1/px/appointments/PAW4R6DX/diagnostic-kit/${stool.uuid}`,
      {
        token: chen,
      },
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This kit is already recommended on this appointment.');
    const mail = await server.app.request('/dev/outbox.json?to=olivia@pawcall.test');
    const [newest] = ((await mail.json()) as { data: Array<{ body: string }> }).data;
    expect(newest?.body).toContain('Stool test bundle for cats');
    const appointment = await call(server.app, 'GET', '/api/v1/cx/appointments/PAW4R6DX', { token: olivia });
    expect(appointment.body.data.follow_up).toMatchObject({
      status: 'PROPOSED',
      message:
        'Dr. Chen recommends the Stool test bundle for cats. A follow-up appointment to go over the results is included.',
    });
  });

  it('refuses a kit for another species, before the visit is held, and to a client', async () => {
    server.clock.set('2030-01-07T15:00:00.000Z');
    const { chen, olivia } = await tokens();
    const dogKits = await call(server.app, 'GET', `/api/v1/px/appointments/${FINALIZED}/diagnostic-kits`, {
      token: chen,
    });
    const dogKit = dogKits.body.data.items[0];
    expect(dogKit.species).toEqual(['DOG']);
    const wrong = await call(
      server.app,
      'POST',
      `/api/v1/px/appointments/PAW4R6DX/diagnostic-kit/${dogKit.uuid}`,
      {
        token: chen,
      },
    );
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toBe("This kit is not made for this pet's species.");
    // Before the visit is held: no follow-up can follow it yet.
    const early = await call(
      server.app,
      'POST',
      `/api/v1/px/appointments/PAWV5T8N/diagnostic-kit/${dogKit.uuid}`,
      {
        token: chen,
      },
    );
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('A diagnostic kit can be recommended only after a completed visit.');
    const client = await call(server.app, 'GET', `/api/v1/px/appointments/${FINALIZED}/diagnostic-kits`, {
      token: olivia,
    });
    expect(client.status).toBe(403);
  });

  it('recommends products for the pet’s species, those matching the concerns first', async () => {
    server.clock.set('2030-01-07T15:00:00.000Z');
    const { chen, brooks } = await tokens();
    const products = await call(
      server.app,
      'GET',
      `/api/v1/px/products/recommendations?appointment_reference_id=${FINALIZED}`,
      { token: chen },
    );
    expect(products.status).toBe(200);
    const items = products.body.data.items as Array<{ short_name: string; matched_concerns: string[] }>;
    expect(
      items
        .slice(0, 3)
        .map((item) => item.short_name)
        .sort(),
    ).toEqual(['Ear cleanser', 'Oatmeal shampoo', 'Omega-3'].sort());
    expect(items[0]?.matched_concerns).toEqual(['Skin and coat']);
    expect(items.some((item) => item.short_name === 'Hairball gel')).toBe(false);
    const notTheirs = await call(
      server.app,
      'GET',
      `/api/v1/px/products/recommendations?appointment_reference_id=${FINALIZED}`,
      { token: brooks },
    );
    expect(notTheirs.status).toBe(404);
  });
});

describe('inquiries and the accelerator', () => {
  it('lists the requests the vet has not answered, for the vet and for the client', async () => {
    server.clock.set('2030-01-07T15:00:00.000Z');
    const { chen, olivia } = await tokens();
    // PAWV5T8N was seeded confirmed by the vet; un-answer it to make it an inquiry.
    await server.db.query(
      `UPDATE appointments SET partner_confirmed_at = NULL WHERE reference_id = 'PAWV5T8N'`,
    );
    const vet = await call(server.app, 'GET', '/api/v1/px/appointments/inquiry?per_page=5', { token: chen });
    expect(vet.status).toBe(200);
    expect(vet.body.data).toMatchObject({ per_page: 5, total: 1 });
    expect(vet.body.data.items[0].reference_id).toBe('PAWV5T8N');
    const client = await call(server.app, 'GET', '/api/v1/cx/appointments/inquiry', { token: olivia });
    expect(client.body.data.items.map((a: { reference_id: string }) => a.reference_id)).toEqual(['PAWV5T8N']);
    await call(server.app, 'PUT', '/api/v1/px/appointments/PAWV5T8N/confirm', { token: chen });
    const answered = await call(server.app, 'GET', '/api/v1/px/appointments/inquiry', { token: chen });
    expect(answered.body.data.total).toBe(0);
    expect((await call(server.app, 'GET', '/api/v1/px/appointments/inquiry', { token: olivia })).status).toBe(
      403,
    );
  });

  it('runs the accelerator for 30 days from eligibility with 5 referrals', async () => {
    server.clock.set('2030-01-07T15:00:00.000Z');
    const { chen, brooks } = await tokens();
    const program = await call(server.app, 'GET', '/api/v1/px/appointments/accelerator', { token: chen });
    expect(program.status).toBe(200);
    expect(program.body.data).toMatchObject({
      eligible: true,
      active: true,
      eligible_at: '2030-01-04T15:00:00.000Z',
      valid_until: '2030-02-03T15:00:00.000Z',
      limit: 5,
      used: 0,
      remaining: 5,
    });
    const notEligible = await call(server.app, 'GET', '/api/v1/px/appointments/accelerator', {
      token: brooks,
    });
    expect(notEligible.body.data).toMatchObject({ eligible: false, active: false });
    server.clock.set('2030-02-03T15:00:00.000Z');
    const over = await call(server.app, 'GET', '/api/v1/px/appointments/accelerator', {
      token: (await signIn(server.app, 'dr.chen@pawcall.test')).token,
    });
    expect(over.body.data.active).toBe(false);
  });
});

describe('the appointment upgrade offer', () => {
  it('is offered while valid_until is ahead and the discounted subtotal is below the base amount', async () => {
    server.clock.set('2030-01-07T15:00:00.000Z');
    const { olivia, noah } = await tokens();
    const offer = await call(
      server.app,
      'GET',
      `/api/v1/cx/offers/appointment-upgrade?appointment_reference_id=${FINALIZED}`,
      { token: olivia },
    );
    expect(offer.status).toBe(200);
    expect(offer.body.data).toMatchObject({
      type: 'APPOINTMENT_UPGRADE',
      valid_until: '2030-01-14T15:00:00.000Z',
      appointment_reference_id: FINALIZED,
      data: { items: [{ name: 'PLUS', amount: { amount: 11900 }, subtotal: { amount: 7900 } }] },
    });
    expect(
      (await call(server.app, 'GET', '/api/v1/cx/offers/appointment-upgrade', { token: noah })).body.data,
    ).toBeNull();
    // A subtotal no lower than the base amount is no offer.
    await server.db.query(
      `UPDATE client_offers SET items = jsonb_set(items, '{0,subtotal,amount}', '11900')`,
    );
    const noDiscount = await call(server.app, 'GET', '/api/v1/cx/offers/appointment-upgrade', {
      token: olivia,
    });
    expect(noDiscount.body.data).toBeNull();
    await server.db.query(`UPDATE client_offers SET items = jsonb_set(items, '{0,subtotal,amount}', '7900')`);
    server.clock.set('2030-01-14T15:00:00.000Z');
    const expired = await call(server.app, 'GET', '/api/v1/cx/offers/appointment-upgrade', {
      token: (await signIn(server.app, 'olivia@pawcall.test')).token,
    });
    expect(expired.body.data).toBeNull();
  });
});
