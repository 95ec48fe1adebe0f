import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { visuallyHidden } from '../../../components/a11y/visually-hidden';

export interface ProgressStep {
  label: string;
  done: boolean;
}

/** Input, Settings, Enhanced, Analyzed, Refined: each ticked when the person has done it. */
export function ProgressSteps({ steps }: { steps: ProgressStep[] }) {
  const next = steps.findIndex((step) => !step.done);
  const done = steps.filter((step) => step.done).length;
  return (
    <Box
      component="nav"
      aria-label={`Progress: ${done} of ${steps.length} steps done`}
      sx={{ overflowX: 'auto', minWidth: 0 }}
    >
      <Stepper
        activeStep={next === -1 ? steps.length : next}
        alternativeLabel
        component="ol"
        sx={{ p: 0, m: 0 }}
      >
        {steps.map((step, index) => (
          <Step
            key={step.label}
            completed={step.done}
            component="li"
            data-testid="enterprise-step"
            data-done={step.done}
            aria-current={index === next ? 'step' : undefined}
            sx={{ listStyle: 'none', px: { xs: 0.25, sm: 1 } }}
          >
            <StepLabel>
              {step.label}
              <Box component="span" sx={visuallyHidden}>
                {step.done ? ' (done)' : index === next ? ' (next)' : ' (to do)'}
              </Box>
            </StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
