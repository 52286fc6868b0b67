import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import {
  defineMessage,
  defineMessages,
  FormattedMessage,
  useIntl,
  type MessageTag,
} from 'react-intl';
import { amazonPolicyLink } from './amazon-policy-link';

export const complianceMessages = defineMessages({
  label: { id: 'products.compliance.label', defaultMessage: 'Compliance mode' },
  confirmTitle: {
    id: 'products.compliance.confirmTitle',
    defaultMessage: 'Turn compliance mode off?',
  },
  confirmText: {
    id: 'products.compliance.confirmText',
    defaultMessage:
      'Customers who rate below your minimum will no longer be offered your store’s review page. Marketplaces such as Amazon treat this as review manipulation: it can get your reviews removed and your selling account suspended.',
  },
  confirmRules: {
    id: 'products.compliance.confirmRules',
    defaultMessage:
      'Google’s review policy, the US FTC rule on consumer reviews (16 CFR Part 465) and the UK’s DMCC Act 2024 also forbid asking only satisfied customers for reviews.',
  },
  keepOn: { id: 'products.compliance.keepOn', defaultMessage: 'Keep it on' },
  turnOff: { id: 'products.compliance.turnOff', defaultMessage: 'Turn off anyway' },
});

/** The rule in one sentence, with Amazon's policy page behind <link>. */
export const complianceExplanation = defineMessage<{ link: MessageTag }>({
  id: 'products.compliance.explanation',
  defaultMessage:
    'Amazon’s <link>customer review policies</link> forbid asking only satisfied customers for reviews, so in compliance mode every customer, whatever their rating, gets the same screen with your store’s review page, and you still read all their feedback.',
});

export interface ComplianceFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A sentence after the rule's, e.g. what the template editor's choice does to products. */
  note?: ReactNode;
}

/**
 * Compliance mode (on by default, docs/decisions.md "Compliance by default") for a product or a
 * template: the switch, one sentence that explains the rule with a link to Amazon's policy page,
 * and a confirmation naming the risk and the rules before it is switched off. Switching on needs
 * no confirmation.
 */
export function ComplianceField({ checked, onChange, note }: ComplianceFieldProps) {
  const intl = useIntl();
  const ids = useId();
  const [confirming, setConfirming] = useState(false);

  const request = (next: boolean) => {
    if (next) onChange(true);
    else setConfirming(true);
  };
  const turnOff = () => {
    setConfirming(false);
    onChange(false);
  };

  return (
    <>
      <FormControlLabel
        sx={{ mt: 2 }}
        control={
          <Switch
            name="complianceMode"
            checked={checked}
            onChange={(event) => request(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': `${ids}-explanation` } }}
          />
        }
        label={intl.formatMessage(complianceMessages.label)}
      />
      <Typography id={`${ids}-explanation`} variant="body2" color="text.secondary">
        <FormattedMessage {...complianceExplanation} values={{ link: amazonPolicyLink }} />
        {note && <> {note}</>}
      </Typography>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby={`${ids}-confirm-title`}
        aria-describedby={`${ids}-confirm-text`}
      >
        <DialogTitle id={`${ids}-confirm-title`}>
          <FormattedMessage {...complianceMessages.confirmTitle} />
        </DialogTitle>
        <DialogContent>
          <DialogContentText id={`${ids}-confirm-text`}>
            <FormattedMessage {...complianceMessages.confirmText} />
          </DialogContentText>
          <DialogContentText sx={{ mt: 1 }}>
            <FormattedMessage {...complianceMessages.confirmRules} />
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} variant="contained" autoFocus>
            <FormattedMessage {...complianceMessages.keepOn} />
          </Button>
          <Button onClick={turnOff} color="error">
            <FormattedMessage {...complianceMessages.turnOff} />
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
