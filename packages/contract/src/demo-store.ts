/**
 * The demo store's seller (issue 30): the settings the demo seed writes and the owner replaces in the back office.
 * Its GSTIN is made up (valid check character, no such registration), so production refuses to start with it
 * unless the operator declares a public demo (ALLOW_DEMO_PROVIDERS=true). Tests of every app read it from here.
 */
import type { StoreSettings } from './schemas/settings.js';

export const DEMO_GSTIN = '29AAACZ1234F1ZH';

export const DEMO_STORE_SETTINGS: StoreSettings = {
  legalName: 'Zari Fashion Private Limited',
  tradeName: 'Zari',
  gstin: DEMO_GSTIN,
  registeredAddress: {
    line1: '4th Floor, 27 Residency Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    stateCode: '29',
    pincode: '560025',
  },
  supportPhone: '+91 80 4000 1200',
  supportEmail: 'care@zari.example',
  grievanceOfficer: {
    name: 'Ananya Rao',
    designation: 'Grievance Officer',
    email: 'grievance@zari.example',
    phone: '+91 80 4000 1234',
  },
  invoicePrefix: 'ZRI',
};
