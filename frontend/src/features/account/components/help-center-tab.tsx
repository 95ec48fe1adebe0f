import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { FAQ } from '../content/faq';
import { ContactForm } from './contact-form';
import { MyTickets } from './my-tickets';

/** Answers to common questions, a form to reach support, and the user's requests. */
export function HelpCenterTab() {
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Box component="section" aria-labelledby="faq-heading">
        <Typography id="faq-heading" variant="h4" component="h3" sx={{ mb: 1.5 }}>
          Common questions
        </Typography>
        <Box>
          {FAQ.map((entry, index) => (
            <Accordion
              key={entry.question}
              disableGutters
              elevation={0}
              sx={{
                border: 1,
                borderColor: 'divider',
                '&:not(:last-of-type)': { borderBottom: 0 },
                '&::before': { display: 'none' },
                '&:first-of-type': { borderTopLeftRadius: 14, borderTopRightRadius: 14 },
                '&:last-of-type': { borderBottomLeftRadius: 14, borderBottomRightRadius: 14 },
              }}
            >
              <AccordionSummary
                expandIcon={<ExpandMoreIcon />}
                id={`faq-${index}-header`}
                aria-controls={`faq-${index}-content`}
              >
                <Typography component="span" sx={{ fontWeight: 700 }}>
                  {entry.question}
                </Typography>
              </AccordionSummary>
              <AccordionDetails id={`faq-${index}-content`} sx={{ pt: 0 }}>
                {entry.answer.map((paragraph) => (
                  <Typography key={paragraph} color="text.secondary" sx={{ mb: 1 }}>
                    {paragraph}
                  </Typography>
                ))}
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      </Box>

      <Box component="section" aria-labelledby="contact-heading">
        <Typography id="contact-heading" variant="h4" component="h3" sx={{ mb: 0.5 }}>
          Contact support
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Did not find your answer? Write to us and we will reply by e-mail.
        </Typography>
        <ContactForm />
      </Box>

      <Box component="section" aria-labelledby="tickets-heading">
        <Typography id="tickets-heading" variant="h4" component="h3" sx={{ mb: 1.5 }}>
          Your requests
        </Typography>
        <MyTickets />
      </Box>
    </Box>
  );
}
