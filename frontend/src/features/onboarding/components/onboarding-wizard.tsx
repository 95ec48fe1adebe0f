import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { User } from '../../../lib/auth/user';
import { errorMessage } from '../../../lib/error-message';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import {
  consentsError,
  destinationAfterOnboarding,
  namesError,
  ONBOARDING_MESSAGES,
  type Consents,
} from '../utils/onboarding-rules';
import { ConsentsStep } from './consents-step';
import { DetailsStep } from './details-step';
import { OnboardingProgress } from './onboarding-progress';

const NO_CONSENTS: Consents = {
  gdprConsent: false,
  dataRetentionConsent: false,
  marketingConsent: false,
  analyticsConsent: false,
  termsAccepted: false,
  privacyAccepted: false,
};

/** Step 1 (names) to step 2 (consents) by Continue, and back; then the completion call. */
export function OnboardingWizard({ user, email }: { user: User; email: string }) {
  const complete = useCompleteOnboarding();
  const [step, setStep] = useState<1 | 2>(1);
  const [firstName, setFirstName] = useState(user.first_name ?? '');
  const [lastName, setLastName] = useState(user.last_name ?? '');
  const [consents, setConsents] = useState<Consents>(NO_CONSENTS);
  const [error, setError] = useState<string | null>(null);

  const next = () => {
    const invalid = namesError(firstName, lastName);
    setError(invalid);
    if (!invalid) setStep(2);
  };

  const finish = () => {
    const invalid = namesError(firstName, lastName) ?? consentsError(consents);
    setError(invalid);
    if (invalid) return;
    complete.mutate(
      {
        first_name: firstName.trim(),
        last_name: lastName.trim(),
        gdpr_consent: consents.gdprConsent,
        data_retention_consent: consents.dataRetentionConsent,
        marketing_consent: consents.marketingConsent,
        terms_accepted: consents.termsAccepted,
        privacy_accepted: consents.privacyAccepted,
      },
      {
        // A full page load (spec: "on completion the page reloads") starts from fresh data.
        onSuccess: (result) => window.location.assign(destinationAfterOnboarding(result)),
        onError: (failure) => setError(errorMessage(failure, ONBOARDING_MESSAGES.setupFailed)),
      },
    );
  };

  return (
    <>
      <OnboardingProgress />
      <Typography
        component="h2"
        variant="h3"
        sx={{ mb: 2 }}
        aria-live="polite"
        id="onboarding-step-heading"
      >
        Step {step} of 2: {step === 1 ? 'Your details' : 'Your privacy choices'}
      </Typography>
      {step === 1 ? (
        <>
          {error && error !== ONBOARDING_MESSAGES.namesRequired && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <DetailsStep
            firstName={firstName}
            lastName={lastName}
            email={email}
            username={user.username}
            error={error === ONBOARDING_MESSAGES.namesRequired ? error : null}
            onFirstNameChange={setFirstName}
            onLastNameChange={setLastName}
            onContinue={next}
          />
        </>
      ) : (
        <ConsentsStep
          consents={consents}
          error={error}
          submitting={complete.isPending || complete.isSuccess}
          onChange={(key, value) => setConsents((current) => ({ ...current, [key]: value }))}
          onBack={() => {
            setError(null);
            setStep(1);
          }}
          onSubmit={finish}
        />
      )}
    </>
  );
}
