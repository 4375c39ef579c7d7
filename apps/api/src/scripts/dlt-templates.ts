/**
 * India's DLT (TRAI): every SMS template the API sends, in every language, in the operators' portal's form
 * (each variable part `{#var#}`), to register them and to hand the list to the SMS provider's sender-id
 * registration (issue 35). One CSV row per template and locale, with the id DLT_TEMPLATE_IDS gives it:
 *   pnpm --filter @zari/api dlt:templates                    (from the repository)
 *   node dist/scripts/dlt-templates.js                       (inside the production image)
 * The links' domain and the OTP's validity are fixed words of the templates: it reads PUBLIC_ORIGIN and
 * OTP_TTL_SECONDS as the server does, so run it with the production environment.
 */
import { smsTemplates } from '@zari/contract/sms-templates';
import { ConfigError, loadConfig } from '../config.js';

/** The portal's template type for OTPs and order updates a shopper expects (not promotional). */
const TEMPLATE_TYPE = 'Service Implicit';

const csvField = (value: string) => `"${value.replaceAll('"', '""')}"`;

function main(): number {
  const config = loadConfig();
  const origin = config.PUBLIC_ORIGIN
    ? new URL(config.PUBLIC_ORIGIN).origin
    : `http://localhost:${config.PORT}`;
  const templates = smsTemplates({ origin, otpMinutes: Math.round(config.OTP_TTL_SECONDS / 60) });
  const rows = [['template', 'locale', 'template_type', 'content_type', 'dlt_template_id', 'content']];
  for (const template of templates) {
    rows.push([
      template.name,
      template.locale,
      TEMPLATE_TYPE,
      template.unicode ? 'Unicode' : 'Text',
      config.DLT_TEMPLATE_IDS[template.name]?.[template.locale] ?? '',
      template.content,
    ]);
  }
  process.stdout.write(`${rows.map((row) => row.map(csvField).join(',')).join('\n')}\n`);
  const missing = templates.filter((t) => !config.DLT_TEMPLATE_IDS[t.name]?.[t.locale]).length;
  if (missing > 0) console.error(`${missing} of ${templates.length} templates have no DLT template id yet`);
  return 0;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
