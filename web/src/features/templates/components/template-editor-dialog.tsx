import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LOCALES, TEMPLATE_NAME_MAX_LENGTH, TemplateInput } from '@shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as v from 'valibot';
import { CardDesignEditor } from '@/card';
import { ComplianceField } from '@/components/compliance/compliance-field';
import { useToast } from '@/components/ui/toast';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useAccount } from '@/lib/account/account-context';
import { useFirestore, useUser } from '@/lib/firebase';
import { fetchRead } from '@/lib/server-state/server-state';
import { fieldErrors } from '@/lib/validation-messages';
import { createTemplate, updateTemplate } from '../api/save-template';
import { reportCreateFailure } from '../lib/create-failure';
import { templateLimitQuery } from '../hooks/use-templates';
import { useLanguageNames } from '../hooks/use-language-names';
import { previewLabelMessage, templateMessages as m } from '../messages';
import { LogoField } from './logo-field';
import { TemplateCardPreview } from './template-card-preview';
import { isOneOf } from '@shared/narrow';

export interface TemplateEditorDialogProps {
  /** The template being edited (with its id), or a new draft (id null). */
  editing: { id: string | null; input: TemplateInput } | null;
  onClose: () => void;
}

const validateTemplate = (draft: TemplateInput) => v.safeParse(TemplateInput, draft);

/** Create / edit a template with a live preview drawn exactly like the printed card. */
export function TemplateEditorDialog({ editing, onClose }: TemplateEditorDialogProps) {
  return (
    <Dialog open={editing !== null} onClose={onClose} maxWidth="lg" fullWidth>
      {editing && <EditorBody key={editing.id ?? 'new'} editing={editing} onClose={onClose} />}
    </Dialog>
  );
}

function EditorBody({
  editing,
  onClose,
}: {
  editing: NonNullable<TemplateEditorDialogProps['editing']>;
  onClose: () => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const firestore = useFirestore();
  const { data: user } = useUser();
  const { accountId, uid } = useAccount();
  const languageName = useLanguageNames();
  const form = useSchemaForm({
    initial: editing.input,
    validate: validateTemplate,
    formatErrors: fieldErrors,
    showErrors: 'submit',
  });
  const [busy, setBusy] = useState(false);
  const draft = form.values;
  const set = <K extends keyof TemplateInput>(key: K, value: TemplateInput[K]) =>
    form.setValues((current) => ({ ...current, [key]: value }));
  // The card design's errors, for the editor: shown like every other field's.
  const designErrors = Object.fromEntries(
    Object.keys(form.errors)
      .filter((path) => path.startsWith('card.') || path.startsWith('qrStyle.'))
      .map((path) => [path, form.errorFor(path)]),
  );

  const save = async () => {
    const input = form.submit();
    if (!input || !user) return;
    setBusy(true);
    try {
      if (editing.id) await updateTemplate(firestore, editing.id, uid, input);
      else await createTemplate(firestore, accountId, uid, input);
      toast.success(m.saved);
      onClose();
    } catch (error) {
      console.error(error);
      if (editing.id) toast.error(m.saveFailed);
      else
        await reportCreateFailure(toast, () => fetchRead(templateLimitQuery(firestore, accountId)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <DialogTitle>
        <FormattedMessage {...(editing.id ? m.editorEditTitle : m.editorCreateTitle)} />
      </DialogTitle>
      <DialogContent dividers>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: '1fr auto' },
            alignItems: 'start',
          }}
        >
          <Stack spacing={2}>
            <TextField
              label={intl.formatMessage(m.name)}
              name="name"
              value={draft.name}
              onChange={(event) => set('name', event.target.value)}
              error={Boolean(form.errorFor('name'))}
              helperText={form.errorFor('name')}
              slotProps={{ htmlInput: { maxLength: TEMPLATE_NAME_MAX_LENGTH } }}
              required
              size="small"
              fullWidth
              autoFocus
            />
            <TextField
              select
              label={intl.formatMessage(m.language)}
              name="language"
              value={draft.language}
              onChange={({ target: { value } }) => {
                if (isOneOf(LOCALES, value)) set('language', value);
              }}
              helperText={intl.formatMessage(m.languageHelp)}
              size="small"
              fullWidth
            >
              {LOCALES.map((code) => (
                <MenuItem key={code} value={code}>
                  {languageName(code)}
                </MenuItem>
              ))}
            </TextField>
            <Box>
              <CardDesignEditor
                card={draft.card}
                qrStyle={draft.qrStyle}
                onCardChange={(card) => set('card', card)}
                onQrStyleChange={(qrStyle) => set('qrStyle', qrStyle)}
                errors={designErrors}
              />
            </Box>
            <ComplianceField
              checked={draft.complianceMode}
              onChange={(complianceMode) => set('complianceMode', complianceMode)}
              note={intl.formatMessage(m.complianceNote)}
            />
            <LogoField
              logoPath={draft.logoPath}
              onChange={(logoPath) => set('logoPath', logoPath)}
            />
            {/* Enter in a text field saves. */}
            <button type="submit" hidden />
          </Stack>
          <Stack spacing={1} sx={{ alignItems: 'center', position: { md: 'sticky' }, top: 0 }}>
            <Typography variant="subtitle2" component="h3">
              <FormattedMessage {...m.preview} />
            </Typography>
            <Box data-testid="template-editor-preview">
              <TemplateCardPreview
                template={draft}
                product={{ id: 'preview', title: intl.formatMessage(m.sampleTitle) }}
                displayWidth={280}
                label={intl.formatMessage(previewLabelMessage, { name: draft.name })}
              />
            </Box>
          </Stack>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          <FormattedMessage {...m.cancel} />
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          <FormattedMessage {...m.save} />
        </Button>
      </DialogActions>
    </>
  );
}
