import { defineMessage, defineMessages } from 'react-intl';

export const templateMessages = defineMessages({
  pageTitle: { id: 'templates.page.title', defaultMessage: 'Templates' },
  intro: {
    id: 'templates.page.intro',
    defaultMessage:
      'Design your QR card once and apply it to many products from the product list. Products keep following a template when you change it.',
  },
  create: { id: 'templates.create', defaultMessage: 'New template' },
  readOnly: {
    id: 'templates.readOnly',
    defaultMessage: 'Your role in this account lets you see templates, not change them.',
  },
  empty: { id: 'templates.empty', defaultMessage: 'No templates yet' },
  emptyHint: {
    id: 'templates.empty.hint',
    defaultMessage: 'Create a template to brand all your QR cards at once.',
  },
  loadFailed: {
    id: 'templates.loadFailed',
    defaultMessage: 'Templates could not be loaded. What is shown may be out of date.',
  },
  unreachable: {
    id: 'templates.unreachable',
    defaultMessage: 'The server cannot be reached. What is shown may be out of date.',
  },
  retry: { id: 'templates.retry', defaultMessage: 'Retry' },
  edit: { id: 'templates.edit', defaultMessage: 'Edit' },
  duplicate: { id: 'templates.duplicate', defaultMessage: 'Duplicate' },
  delete: { id: 'templates.delete', defaultMessage: 'Delete' },
  // Editor
  editorCreateTitle: { id: 'templates.editor.createTitle', defaultMessage: 'New template' },
  editorEditTitle: { id: 'templates.editor.editTitle', defaultMessage: 'Edit template' },
  name: { id: 'templates.field.name', defaultMessage: 'Template name' },
  language: { id: 'templates.field.language', defaultMessage: 'Card language' },
  languageHelp: {
    id: 'templates.field.language.help',
    defaultMessage: 'The review page opens in this language when a customer scans the card.',
  },
  complianceNote: {
    id: 'templates.field.compliance.note',
    defaultMessage:
      'Applying the template gives its products this setting, and products that follow it take any change you save here.',
  },
  logo: { id: 'templates.section.logo', defaultMessage: 'Logo' },
  logoUpload: { id: 'templates.logo.upload', defaultMessage: 'Upload logo' },
  logoReplace: { id: 'templates.logo.replace', defaultMessage: 'Replace logo' },
  logoRemove: { id: 'templates.logo.remove', defaultMessage: 'Remove logo' },
  logoHelp: { id: 'templates.logo.help', defaultMessage: 'PNG, JPEG or SVG, up to 1 MB.' },
  logoUploading: { id: 'templates.logo.uploading', defaultMessage: 'Uploading logo…' },
  logoTypeError: {
    id: 'templates.logo.error.type',
    defaultMessage: 'The logo must be a PNG, JPEG or SVG image.',
  },
  logoSizeError: {
    id: 'templates.logo.error.size',
    defaultMessage: 'The logo must be at most 1 MB.',
  },
  logoUnsafeError: {
    id: 'templates.logo.error.unsafe',
    defaultMessage: 'This SVG file contains nothing that can be shown as a logo.',
  },
  logoUploadFailed: {
    id: 'templates.logo.error.upload',
    defaultMessage: 'The logo could not be uploaded. Please try again.',
  },
  storageUnavailable: {
    id: 'templates.logo.storageUnavailable',
    defaultMessage:
      'Logo upload is unavailable: file storage is not running in this local environment. Everything else works.',
  },
  preview: { id: 'templates.preview', defaultMessage: 'Preview' },
  sampleTitle: { id: 'templates.preview.sampleTitle', defaultMessage: 'Your product title' },
  save: { id: 'templates.save', defaultMessage: 'Save template' },
  cancel: { id: 'templates.cancel', defaultMessage: 'Cancel' },
  saved: { id: 'templates.saved', defaultMessage: 'Template saved' },
  saveFailed: { id: 'templates.saveFailed', defaultMessage: 'Failed to save template' },
  duplicated: { id: 'templates.duplicated', defaultMessage: 'Template duplicated' },
  deleteTitle: { id: 'templates.delete.title', defaultMessage: 'Delete template?' },
  deleted: { id: 'templates.deleted', defaultMessage: 'Template deleted' },
  deleteFailed: { id: 'templates.deleteFailed', defaultMessage: 'Failed to delete template' },
  defaultName: { id: 'templates.default.name', defaultMessage: 'My template' },
});

export const templateLimitMessage = defineMessage<{ max: number }>({
  id: 'templates.limitReached',
  defaultMessage:
    'Your account has reached its template limit ({max, number}). Delete templates you no longer need to create new ones.',
});

export const copyNameMessage = defineMessage<{ name: string }>({
  id: 'templates.copyName',
  defaultMessage: 'Copy of {name}',
});

export const previewLabelMessage = defineMessage<{ name: string }>({
  id: 'templates.preview.label',
  defaultMessage: 'Preview of the card “{name}”',
});

export const deleteBodyMessage = defineMessage<{ name: string }>({
  id: 'templates.delete.body',
  defaultMessage:
    '“{name}” will be deleted. Products it was applied to keep their current card design.',
});

export const summaryMessage = defineMessage<{ layout: string; language: string }>({
  id: 'templates.language.summary',
  defaultMessage: '{layout} · {language}',
});

/** While the products carrying a template follow a change of it (the templates screen). */
export const syncQueuedMessage = defineMessage({
  id: 'templates.sync.queued',
  defaultMessage: 'Updating the products that follow this template…',
});
export const syncProgressMessage = defineMessage<{ processed: number; total: number }>({
  id: 'templates.sync.progress',
  defaultMessage:
    'Updating the products that follow this template: {processed, number} of {total, number}',
});
