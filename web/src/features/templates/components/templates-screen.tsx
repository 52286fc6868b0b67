import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MAX_TEMPLATES_PER_SELLER, type TemplateInput } from '@shared';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { defaultCardTexts, layoutNameMessage } from '@/card';
import { InvalidDataAlert } from '@/components/errors/invalid-data-alert';
import { PageSpinner } from '@/components/ui/page-spinner';
import { PageTitle } from '@/components/ui/page-title';
import { Button as PlainButton } from '@/components/ui/plain/button';
import { AddIcon } from '@/components/ui/plain/data-icons';
import '@/components/ui/plain/data-view.css';
import { useToast } from '@/components/ui/toast';
import { useLocale } from '@/i18n/use-locale';
import { useAccount, useCan } from '@/lib/account/account-context';
import { useFirestore, useUser } from '@/lib/firebase';
import { fetchRead } from '@/lib/server-state/server-state';
import { createTemplate } from '../api/save-template';
import { fillsTemplateCeiling } from '../api/template-limit';
import { reportCreateFailure } from '../lib/create-failure';
import type { TemplateRow } from '../api/types';
import { useTemplateSyncs } from '../hooks/use-template-syncs';
import { templateLimitQuery, useTemplates } from '../hooks/use-templates';
import { newTemplateInput, templateInputOf } from '../lib/new-template';
import {
  copyNameMessage,
  previewLabelMessage,
  summaryMessage,
  templateLimitMessage,
  templateMessages as m,
} from '../messages';
import { useLanguageNames } from '../hooks/use-language-names';
import { TemplateCardPreview } from './template-card-preview';
import { TemplateSyncProgress } from './template-sync-progress';
import './templates-screen.css';

// The editor (card design, logo upload, MUI's Dialog) and the delete dialog load when first opened,
// not with the list of templates (docs/page-speed.md, "The seller screens on a phone").
const TemplateEditorDialog = lazy(async () => ({
  default: (await import('./template-editor-dialog')).TemplateEditorDialog,
}));
const DeleteTemplateDialog = lazy(async () => ({
  default: (await import('./delete-template-dialog')).DeleteTemplateDialog,
}));

/** /templates: list, create, edit, duplicate and delete card templates. */
export function TemplatesScreen() {
  const intl = useIntl();
  const toast = useToast();
  const firestore = useFirestore();
  const { data: user } = useUser();
  const { accountId, uid } = useAccount();
  const mayChange = useCan('templates.write');
  const uiLocale = useLocale();
  const languageName = useLanguageNames();
  const { status, templates, invalid, unreachable, retry } = useTemplates();
  const syncs = useTemplateSyncs();
  const [editing, setEditing] = useState<{ id: string | null; input: TemplateInput } | null>(null);
  const [deleting, setDeleting] = useState<TemplateRow | null>(null);
  // Mounted from the first use on, so a dialog closes with its transition.
  const [editorUsed, setEditorUsed] = useState(false);
  const [deleteUsed, setDeleteUsed] = useState(false);
  if (editing && !editorUsed) setEditorUsed(true);
  if (deleting && !deleteUsed) setDeleteUsed(true);

  const startNew = () =>
    setEditing({
      id: null,
      input: newTemplateInput({
        name: intl.formatMessage(m.defaultName),
        headline: intl.formatMessage(defaultCardTexts.headline),
        callToAction: intl.formatMessage(defaultCardTexts.callToAction),
        language: uiLocale,
      }),
    });

  const duplicate = async (template: TemplateRow) => {
    if (!user) return;
    try {
      const name = intl.formatMessage(copyNameMessage, { name: template.name }).slice(0, 60);
      await createTemplate(firestore, accountId, uid, { ...templateInputOf(template), name });
      toast.success(m.duplicated);
    } catch (error) {
      console.error(error);
      await reportCreateFailure(toast, () => fetchRead(templateLimitQuery(firestore, accountId)));
    }
  };
  const atCeiling = fillsTemplateCeiling(templates.length);

  return (
    <Stack spacing={3}>
      <PageTitle title={intl.formatMessage(m.pageTitle)} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between' }}
      >
        <div>
          <h1 className="qr-screen-h1">
            <FormattedMessage {...m.pageTitle} />
          </h1>
          <p className="qr-intro" style={{ maxWidth: 720 }}>
            <FormattedMessage {...m.intro} />
          </p>
        </div>
        {mayChange ? (
          <div>
            <PlainButton
              variant="contained"
              startIcon={<AddIcon />}
              onClick={startNew}
              disabled={atCeiling}
            >
              <FormattedMessage {...m.create} />
            </PlainButton>
          </div>
        ) : null}
      </Stack>

      {!mayChange && (
        <Alert severity="info" data-testid="templates-read-only">
          <FormattedMessage {...m.readOnly} />
        </Alert>
      )}
      {mayChange && atCeiling && (
        <Alert severity="info" data-testid="templates-limit">
          <FormattedMessage {...templateLimitMessage} values={{ max: MAX_TEMPLATES_PER_SELLER }} />
        </Alert>
      )}
      <InvalidDataAlert errors={invalid} scope="list" />
      {(status === 'error' || unreachable) && (
        <Alert
          severity={status === 'error' ? 'error' : 'warning'}
          data-testid="templates-load-problem"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              <FormattedMessage {...m.retry} />
            </Button>
          }
        >
          <FormattedMessage {...(status === 'error' ? m.loadFailed : m.unreachable)} />
        </Alert>
      )}
      {status === 'loading' ? (
        <PageSpinner />
      ) : status === 'error' && templates.length === 0 ? null : templates.length === 0 &&
        invalid.length === 0 &&
        !unreachable ? (
        <div className="qr-panel qr-templates-empty">
          <p className="qr-h6">
            <FormattedMessage {...m.empty} />
          </p>
          <p className="qr-intro">
            <FormattedMessage {...m.emptyHint} />
          </p>
        </div>
      ) : (
        <ul className="qr-templates">
          {templates.map((template) => (
            <li key={template.id} data-testid="template-item" className="qr-panel">
              <div className="qr-templates__preview">
                <TemplateCardPreview
                  template={template}
                  product={{ id: 'preview', title: intl.formatMessage(m.sampleTitle) }}
                  displayWidth={180}
                  label={intl.formatMessage(previewLabelMessage, { name: template.name })}
                />
              </div>
              <div className="qr-templates__content">
                <h2 className="qr-templates__name">{template.name}</h2>
                <p className="qr-p qr-body2 qr-secondary">
                  {intl.formatMessage(summaryMessage, {
                    layout: intl.formatMessage(layoutNameMessage, {
                      layout: template.card.layout,
                    }),
                    language: languageName(template.language),
                  })}
                </p>
                <TemplateSyncProgress
                  id={`template-sync-${template.id}`}
                  progress={syncs.get(template.id)}
                />
              </div>
              {mayChange ? (
                <div className="qr-templates__actions">
                  <PlainButton
                    className="qr-btn--small"
                    onClick={() =>
                      setEditing({ id: template.id, input: templateInputOf(template) })
                    }
                  >
                    <FormattedMessage {...m.edit} />
                  </PlainButton>
                  <PlainButton
                    className="qr-btn--small"
                    onClick={() => void duplicate(template)}
                    disabled={atCeiling}
                  >
                    <FormattedMessage {...m.duplicate} />
                  </PlainButton>
                  <PlainButton
                    className="qr-btn--small qr-btn--error"
                    onClick={() => setDeleting(template)}
                  >
                    <FormattedMessage {...m.delete} />
                  </PlainButton>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Suspense fallback={null}>
        {editorUsed ? (
          <TemplateEditorDialog editing={editing} onClose={() => setEditing(null)} />
        ) : null}
        {deleteUsed ? (
          <DeleteTemplateDialog template={deleting} onClose={() => setDeleting(null)} />
        ) : null}
      </Suspense>
    </Stack>
  );
}
