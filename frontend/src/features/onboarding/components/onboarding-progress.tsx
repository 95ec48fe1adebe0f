import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';

const STEPS = ['Account Created', 'Email Verified', 'Complete Setup'] as const;

/** The spec's 3-step header: the first two are done when onboarding starts. */
export function OnboardingProgress() {
  return (
    <Stepper
      activeStep={2}
      alternativeLabel
      aria-label="Account setup progress"
      sx={{
        mb: 4,
        '& .MuiStepLabel-label': { fontSize: { xs: '0.75rem', sm: '0.875rem' }, mt: 0.75 },
        '& .MuiStepLabel-label.Mui-active': { fontWeight: 700 },
      }}
    >
      {STEPS.map((label, index) => (
        <Step key={label} completed={index < 2}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
