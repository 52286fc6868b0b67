/**
 * Bad input corpus, entry point "template save" (templates/{id}, written by the seller's browser
 * from the template editor). As for products: `input` cases are refused by the shared
 * TemplateInput schema with the key of the form's translated error and by the rules; `create` /
 * `update` cases are forgeries the editor never writes, refused by the rules alone.
 * Runners: web/src/features/templates/api/save-template.emulator.test.ts (`input` cases, through the
 * app's own save functions) and functions/test/rules/bad-input-saves.test.ts (forged documents).
 */
import type { ValidationMessageKey } from '../../src/shared/index.js';
import { ValidationMessage as M } from '../../src/shared/index.js';
import { withFields as set, withNested, withoutField as without, type Change } from './changes.js';

export interface TemplateInputCase {
  name: string;
  /** The editor's input (TemplateInput), changed. */
  input: Change;
  message: ValidationMessageKey;
}
export interface TemplateDocCase {
  name: string;
  create?: Change;
  update?: Change;
}

const card = (patch: Record<string, unknown>) => withNested('card', patch);
const qr = (patch: Record<string, unknown>) => withNested('qrStyle', patch);

export const TEMPLATE_INPUT_CASES: TemplateInputCase[] = [
  { name: 'an empty name', input: set({ name: '' }), message: M.templateNameRequired },
  { name: 'a name of spaces', input: set({ name: '    ' }), message: M.templateNameRequired },
  {
    name: 'a name of 61 characters',
    input: set({ name: 'n'.repeat(61) }),
    message: M.templateNameTooLong,
  },
  { name: 'a name that is a number', input: set({ name: 7 }), message: M.templateNameRequired },
  { name: 'a name that is null', input: set({ name: null }), message: M.templateNameRequired },
  { name: 'an unknown language', input: set({ language: 'xx' }), message: M.choiceInvalid },
  { name: 'a language in capitals', input: set({ language: 'RO' }), message: M.choiceInvalid },
  { name: 'a language with a region', input: set({ language: 'en-US' }), message: M.choiceInvalid },
  {
    name: 'a routing that is text',
    input: set({ complianceMode: 'off' }),
    message: M.choiceInvalid,
  },
  {
    name: 'a routing that is null',
    input: set({ complianceMode: null }),
    message: M.choiceInvalid,
  },
  {
    name: 'a headline of 81 characters',
    input: card({ headline: 'h'.repeat(81) }),
    message: M.textTooLong,
  },
  {
    name: 'a call to action of 81 characters',
    input: card({ callToAction: 'c'.repeat(81) }),
    message: M.textTooLong,
  },
  {
    name: 'a brand name of 41 characters',
    input: card({ brandName: 'b'.repeat(41) }),
    message: M.textTooLong,
  },
  {
    name: 'an accent colour "blue"',
    input: card({ accentColor: 'blue' }),
    message: M.colorInvalid,
  },
  {
    name: 'a card background "#ffff"',
    input: card({ backgroundColor: '#ffff' }),
    message: M.colorInvalid,
  },
  {
    name: 'a text colour "#zzzzzz"',
    input: card({ textColor: '#zzzzzz' }),
    message: M.colorInvalid,
  },
  { name: 'layout "grid"', input: card({ layout: 'grid' }), message: M.choiceInvalid },
  { name: 'a QR foreground "black"', input: qr({ foreground: 'black' }), message: M.colorInvalid },
  {
    name: 'a QR background "#ffffff80"',
    input: qr({ background: '#ffffff80' }),
    message: M.colorInvalid,
  },
  { name: 'error correction "Z"', input: qr({ errorCorrection: 'Z' }), message: M.choiceInvalid },
  { name: 'error correction 1', input: qr({ errorCorrection: 1 }), message: M.choiceInvalid },
];

export const TEMPLATE_DOC_CASES: TemplateDocCase[] = [
  { name: 'another seller’s logo', create: set({ logoPath: 'logos/seller-other/logo.png' }) },
  {
    name: 'a logo path leaving the folder',
    create: set({ logoPath: 'logos/seller-owner/../seller-other/logo.png' }),
  },
  {
    name: 'a logo path with a slash in the file',
    create: set({ logoPath: 'logos/seller-owner/a/b.png' }),
  },
  { name: 'a logo outside logos/', create: set({ logoPath: 'cards/seller-owner/p.png' }) },
  { name: 'a logo URL', create: set({ logoPath: 'https://evil.example/logo.png' }) },
  { name: 'a logo path that is not a string', create: set({ logoPath: 5 }) },
  { name: 'a create naming another owner', create: set({ ownerId: 'seller-other' }) },
  { name: 'a create with a client createdAt', create: set({ createdAt: new Date(0) }) },
  { name: 'a create with a client updatedAt', create: set({ updatedAt: new Date(0) }) },
  { name: 'a create with an extra field', create: set({ shared: true }) },
  { name: 'a create without a language', create: without('language') },
  { name: 'a create without a card', create: without('card') },
  { name: 'a create without a routing', create: without('complianceMode') },
  {
    name: 'a create with a card field too many',
    create: withNested('card', { stars: 5 }),
  },
  { name: 'an update changing the owner', update: set({ ownerId: 'seller-other' }) },
  { name: 'an update of createdAt', update: set({ createdAt: new Date(0) }) },
  { name: 'an update with a client updatedAt', update: set({ updatedAt: new Date(0) }) },
  {
    name: 'an update to another seller’s logo',
    update: set({ logoPath: 'logos/seller-other/logo.png' }),
  },
  { name: 'an update with an extra field', update: set({ public: true }) },
  { name: 'an update without updatedAt', update: without('updatedAt') },
];
