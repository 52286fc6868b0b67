import { ValidationMessage, type Locale, type ValidationMessageKey } from '@shared';
import { CaseEmail } from '@shared/schemas/cases';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import * as v from 'valibot';
import { Alert } from '@/components/ui/plain/alert';
import { Button } from '@/components/ui/plain/button';
import { Spinner } from '@/components/ui/plain/spinner';
import { openCase } from '../api/open-case';
import { ReviewApiError } from '../api/review-api-client';
import { caseValidation } from '@/lib/case-validation-messages';
import { caseErrorMessage, caseOfferMessages } from '../case-messages';
import './case.css';

export interface CaseOfferProps {
  sellerName: string;
  retentionDays: number;
  productId: string;
  /** The review just sent: the case is that review's. */
  submissionId: string;
  locale: Locale;
}

/** A ValidationMessage key per field in error. */
type FieldErrors = Partial<Record<'email' | 'consent', ValidationMessageKey>>;

function check(email: string, consent: boolean): FieldErrors {
  const errors: FieldErrors = {};
  const address = v.safeParse(CaseEmail, email);
  if (!address.success) {
    const key = address.issues[0].message;
    errors.email = caseValidation.isKnownKey(key) ? key : ValidationMessage.emailInvalid;
  }
  if (!consent) errors.consent = ValidationMessage.consentRequired;
  return errors;
}

/**
 * "Would you like <seller> to contact you about this?", below the outcome screen: an address and
 * a separate consent box, unticked, whose text names the seller, the purpose and how long the
 * address is kept. Sending it changes nothing about the review or its outcome.
 */
export function CaseOffer({
  sellerName,
  retentionDays,
  productId,
  submissionId,
  locale,
}: CaseOfferProps) {
  const intl = useIntl();
  const ids = useId();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const seller = sellerName;

  const update = (nextEmail: string, nextConsent: boolean) => {
    setEmail(nextEmail);
    setConsent(nextConsent);
    if (checked) setErrors(check(nextEmail, nextConsent));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = check(email, consent);
    setChecked(true);
    setErrors(found);
    setFailure(null);
    if (found.email || found.consent) {
      document.getElementById(found.email ? `${ids}-email` : `${ids}-consent`)?.focus();
      return;
    }
    setSending(true);
    try {
      await openCase({ submissionId, productId, email: email.trim(), locale });
      setSent(true);
    } catch (error) {
      const code = error instanceof ReviewApiError ? error.code : 'network';
      const issues = error instanceof ReviewApiError ? error.issues : [];
      const serverErrors: FieldErrors = {};
      for (const issue of issues) {
        if (issue.path === 'email' || issue.path === 'consent')
          serverErrors[issue.path] = issue.message;
      }
      setErrors(serverErrors);
      setFailure(caseErrorMessage(code));
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      <section
        className="qr-stack case-offer"
        aria-labelledby={`${ids}-title`}
        data-testid="case-offer"
      >
        <Alert severity="info" role="status" data-testid="case-offer-sent">
          <strong id={`${ids}-title`}>
            <FormattedMessage {...caseOfferMessages.sentTitle} />
          </strong>
          <br />
          {intl.formatMessage(caseOfferMessages.sentText, { seller })}
        </Alert>
      </section>
    );
  }

  return (
    <section className="case-offer" aria-labelledby={`${ids}-title`} data-testid="case-offer">
      <form
        className="qr-stack review-form"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-busy={sending}
      >
        <h2 id={`${ids}-title`} className="qr-p case-offer-title">
          {intl.formatMessage(caseOfferMessages.question, { seller })}
        </h2>
        <p className="qr-p qr-body2 qr-secondary">
          {intl.formatMessage(caseOfferMessages.intro, { seller })}
        </p>
        <div>
          <label htmlFor={`${ids}-email`} className="review-label">
            <FormattedMessage {...caseOfferMessages.emailLabel} />
          </label>
          <input
            id={`${ids}-email`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            className="review-textarea case-input"
            value={email}
            onChange={(event) => update(event.target.value, consent)}
            aria-invalid={Boolean(errors.email)}
            aria-describedby={errors.email ? `${ids}-email-error` : undefined}
          />
          {errors.email ? (
            <p id={`${ids}-email-error`} className="qr-p qr-caption review-error">
              {caseValidation.formatValidationIssue(intl, errors.email)}
            </p>
          ) : null}
        </div>
        <div>
          <label className="case-consent">
            <input
              id={`${ids}-consent`}
              name="consent"
              type="checkbox"
              checked={consent}
              onChange={(event) => update(email, event.target.checked)}
              aria-invalid={Boolean(errors.consent)}
              aria-describedby={errors.consent ? `${ids}-consent-error` : undefined}
            />
            <span>
              {intl.formatMessage(caseOfferMessages.consent, { seller, days: retentionDays })}
            </span>
          </label>
          {errors.consent ? (
            <p id={`${ids}-consent-error`} className="qr-p qr-caption review-error">
              {caseValidation.formatValidationIssue(intl, errors.consent)}
            </p>
          ) : null}
        </div>
        {failure ? (
          <Alert severity="error" role="alert" data-testid="case-offer-error">
            <FormattedMessage {...failure} />
          </Alert>
        ) : null}
        <div className="qr-actions">
          <Button
            type="submit"
            variant="outlined"
            size="large"
            disabled={sending}
            startIcon={sending ? <Spinner small /> : undefined}
          >
            <FormattedMessage
              {...(sending ? caseOfferMessages.sending : caseOfferMessages.submit)}
            />
          </Button>
        </div>
      </form>
    </section>
  );
}
