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
import {
  BRAND_NAME_MAX_LENGTH,
  CARD_LAYOUTS,
  CARD_TEXT_MAX_LENGTH,
  LOCALES,
  QR_ERROR_CORRECTION_LEVELS,
  TEMPLATE_NAME_MAX_LENGTH,
  TemplateInput,
  type CardDesign,
  type QrStyle,
} from '@shared';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { PositiveOnlyWarning } from '@/components/compliance/positive-only-warning'; // issue 8
import * as v from 'valibot';
import { useToast } from '@/components/ui/toast';
import { useLocale } from '@/i18n/use-locale';
import { useFirestore, useUser } from '@/lib/firebase';
import { fieldErrors } from '@/lib/validation-messages';
import { createTemplate, updateTemplate } from '../api/save-template';
import {
  charCountMessage,
  errorCorrectionLevelMessage,
  layoutNameMessage,
  previewLabelMessage,
  templateMessages as m,
} from '../messages';
import { LogoField } from './logo-field';
import { TemplateCardPreview } from './template-card-preview';

export interface TemplateEditorDialogProps {
  /** The template being edited (with its id), or a new draft (id null). */
  editing: { id: string | null; input: TemplateInput } | null;
  onClose: () => void;
}

/** Language names in the UI language ("română", "Romanian"), for the card language choice. */
export function useLanguageNames(): (code: string) => string {
  const uiLocale = useLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([uiLocale], { type: 'language' });
    return (code: string) => names.of(code) ?? code;
  }, [uiLocale]);
}

type ColorKey =
  | { part: 'card'; key: keyof Pick<CardDesign, 'accentColor' | 'backgroundColor' | 'textColor'> }
  | { part: 'qrStyle'; key: keyof Pick<QrStyle, 'foreground' | 'background'> };

const COLOR_FIELDS: { field: ColorKey; label: MessageDescriptor }[] = [
  { field: { part: 'card', key: 'accentColor' }, label: m.accentColor },
  { field: { part: 'card', key: 'backgroundColor' }, label: m.backgroundColor },
  { field: { part: 'card', key: 'textColor' }, label: m.textColor },
  { field: { part: 'qrStyle', key: 'foreground' }, label: m.qrForeground },
  { field: { part: 'qrStyle', key: 'background' }, label: m.qrBackground },
];

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
  const languageName = useLanguageNames();
  const [draft, setDraft] = useState<TemplateInput>(editing.input);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  const result = v.safeParse(TemplateInput, draft);
  const errors = !submitted || result.success ? {} : fieldErrors(intl, result.issues);
  const setCard = (patch: Partial<CardDesign>) =>
    setDraft((d) => ({ ...d, card: { ...d.card, ...patch } }));
  const setQr = (patch: Partial<QrStyle>) =>
    setDraft((d) => ({ ...d, qrStyle: { ...d.qrStyle, ...patch } }));

  const save = async () => {
    setSubmitted(true);
    if (!result.success || !user) return;
    setBusy(true);
    try {
      if (editing.id) await updateTemplate(firestore, editing.id, result.output);
      else await createTemplate(firestore, user.uid, result.output);
      toast.success(m.saved);
      onClose();
    } catch (error) {
      console.error(error);
      toast.error(m.saveFailed);
    } finally {
      setBusy(false);
    }
  };

  const text = (
    key: 'headline' | 'callToAction' | 'brandName',
    label: MessageDescriptor,
    max: number,
  ) => (
    <TextField
      label={intl.formatMessage(label)}
      name={key}
      value={draft.card[key]}
      onChange={(event) => setCard({ [key]: event.target.value })}
      error={Boolean(errors[`card.${key}`])}
      helperText={
        errors[`card.${key}`] ??
        intl.formatMessage(charCountMessage, { count: draft.card[key].length, max })
      }
      slotProps={{ htmlInput: { maxLength: max } }}
      size="small"
      fullWidth
    />
  );

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
              onChange={(event) => setDraft((d) => ({ ...d, name: event.target.value }))}
              error={Boolean(errors.name)}
              helperText={errors.name}
              slotProps={{ htmlInput: { maxLength: TEMPLATE_NAME_MAX_LENGTH } }}
              required
              size="small"
              fullWidth
              autoFocus
            />
            <Typography variant="subtitle2" component="h3">
              <FormattedMessage {...m.texts} />
            </Typography>
            {text('headline', m.headline, CARD_TEXT_MAX_LENGTH)}
            {text('callToAction', m.callToAction, CARD_TEXT_MAX_LENGTH)}
            {/* Issue 8 (trust): warn about wording that asks only happy customers. */}
            <PositiveOnlyWarning texts={[draft.card.headline, draft.card.callToAction]} />
            {text('brandName', m.brandName, BRAND_NAME_MAX_LENGTH)}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                label={intl.formatMessage(m.layout)}
                name="layout"
                value={draft.card.layout}
                onChange={(event) =>
                  setCard({ layout: event.target.value as CardDesign['layout'] })
                }
                size="small"
                fullWidth
              >
                {CARD_LAYOUTS.map((layout) => (
                  <MenuItem key={layout} value={layout}>
                    {intl.formatMessage(layoutNameMessage, { layout })}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label={intl.formatMessage(m.language)}
                name="language"
                value={draft.language}
                onChange={(event) =>
                  setDraft((d) => ({
                    ...d,
                    language: event.target.value as TemplateInput['language'],
                  }))
                }
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
            </Stack>
            <Typography variant="subtitle2" component="h3">
              <FormattedMessage {...m.colours} />
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
              }}
            >
              {COLOR_FIELDS.map(({ field, label }) => {
                const value =
                  field.part === 'card' ? draft.card[field.key] : draft.qrStyle[field.key];
                const path = `${field.part}.${field.key}`;
                return (
                  <TextField
                    key={path}
                    type="color"
                    name={path}
                    label={intl.formatMessage(label)}
                    value={value}
                    onChange={(event) =>
                      field.part === 'card'
                        ? setCard({ [field.key]: event.target.value })
                        : setQr({ [field.key]: event.target.value })
                    }
                    error={Boolean(errors[path])}
                    helperText={errors[path]}
                    size="small"
                  />
                );
              })}
            </Box>
            <TextField
              select
              label={intl.formatMessage(m.errorCorrection)}
              name="errorCorrection"
              value={draft.qrStyle.errorCorrection}
              onChange={(event) =>
                setQr({ errorCorrection: event.target.value as QrStyle['errorCorrection'] })
              }
              size="small"
            >
              {QR_ERROR_CORRECTION_LEVELS.map((level) => (
                <MenuItem key={level} value={level}>
                  {intl.formatMessage(errorCorrectionLevelMessage, { level })}
                </MenuItem>
              ))}
            </TextField>
            <LogoField
              logoPath={draft.logoPath}
              onChange={(logoPath) => setDraft((d) => ({ ...d, logoPath }))}
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
