import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Plan } from '../../../lib/plans/get-plans';
import { PERSONA_EFFECTS, TONE_EFFECTS } from '../content';

export interface Choice {
  id: string;
  label: string;
}

export interface UseCaseChoice extends Choice {
  words: readonly [number, number];
}

interface UserGuideProps {
  tones: Choice[];
  personas: Choice[];
  formats: Choice[];
  useCases: UseCaseChoice[];
  plans: Plan[] | undefined;
  /** Characters one enhancement accepts, when known. */
  maxInputChars: number | null;
}

const SECTIONS = [
  { id: 'tones', label: 'Tones' },
  { id: 'intensity', label: 'Intensity' },
  { id: 'personas', label: 'Personas' },
  { id: 'formats', label: 'Formats' },
  { id: 'use-cases', label: 'Use cases' },
  { id: 'plans', label: 'Plans and quotas' },
  { id: 'exports', label: 'Exports' },
  { id: 'privacy', label: 'Privacy and your data' },
  { id: 'shortcuts', label: 'Keyboard shortcuts' },
] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ scrollMarginTop: 96 }} id={id}>
      <Typography id={`${id}-title`} variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5 }}>{children}</Box>
    </Box>
  );
}

function ChoiceTable({ head, rows }: { head: [string, string]; rows: [string, ReactNode][] }) {
  return (
    <Paper
      elevation={0}
      sx={{ border: 1, borderColor: 'divider', borderRadius: '14px', overflow: 'hidden' }}
    >
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 700, width: '34%' }}>{head[0]}</TableCell>
            <TableCell sx={{ fontWeight: 700 }}>{head[1]}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(([name, text]) => (
            <TableRow key={name}>
              <TableCell sx={{ fontWeight: 600, verticalAlign: 'top' }}>{name}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{text}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

/** `/docs`: how to use Resonate, for the people who write with it (the API reference is elsewhere). */
export function UserGuide({
  tones,
  personas,
  formats,
  useCases,
  plans,
  maxInputChars,
}: UserGuideProps) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 }, display: 'grid', gap: 5 }}>
      <Box>
        <Typography variant="h2" component="h1" sx={{ mb: 1.5 }}>
          How to use Resonate
        </Typography>
        <Typography color="text.secondary">
          Paste a text, pick a tone and an intensity, and press Enhance. Resonate rewrites the text
          in that tone, keeps its names, numbers, dates, links and your locked words, and scores the
          text before and after.
          {maxInputChars !== null &&
            ` A text may be 10 to ${maxInputChars.toLocaleString('en-US')} characters long.`}
        </Typography>
        <Box
          component="nav"
          aria-label="On this page"
          sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
        >
          {SECTIONS.map((section) => (
            <Link key={section.id} href={`#${section.id}`} sx={{ fontWeight: 600 }}>
              {section.label}
            </Link>
          ))}
        </Box>
      </Box>

      <Section id="tones" title={`The ${tones.length} tones`}>
        <ChoiceTable
          head={['Tone', 'What it does']}
          rows={tones.map((tone) => [tone.label, TONE_EFFECTS[tone.id] ?? ''])}
        />
      </Section>

      <Section id="intensity" title="Intensity">
        <Typography>
          From 1 to 10: how strongly the tone is applied. At 1 to 3 Resonate changes a few words; at
          4 to 7 it reshapes sentences; at 8 to 10 it rewrites freely while keeping the facts. Start
          at 5 and move up or down after reading the result.
        </Typography>
      </Section>

      <Section id="personas" title="Personas">
        <Typography>A persona sets who is speaking, on top of the tone.</Typography>
        <ChoiceTable
          head={['Persona', 'What it changes']}
          rows={personas.map((persona) => [persona.label, PERSONA_EFFECTS[persona.id] ?? ''])}
        />
      </Section>

      <Section id="formats" title="Formats">
        <Typography>
          The result comes as {formats.map((format) => format.label).join(', ')}. Markdown and HTML
          keep headings, lists and links so you can paste the result into an editor or a web page.
        </Typography>
      </Section>

      <Section id="use-cases" title="Use cases">
        <Typography>
          A use case tells Resonate where the text goes; the result aims at the length that works
          there. You can also set your own target word count (25 to 1,000).
        </Typography>
        <ChoiceTable
          head={['Use case', 'Recommended length']}
          rows={useCases.map((useCase) => [
            useCase.label,
            `${useCase.words[0]} to ${useCase.words[1]} words`,
          ])}
        />
      </Section>

      <Section id="plans" title="Plans and quotas">
        {plans ? (
          <ChoiceTable
            head={['Plan', 'Enhancements']}
            rows={plans.map((plan) => [plan.name, plan.quota_label])}
          />
        ) : (
          <Typography color="text.secondary">Plan details are loading.</Typography>
        )}
        <Typography>
          The free trial counts enhancements in total; Pro counts them per month and starts again on
          your renewal date; Premium has no limit. Your count is in the header.
        </Typography>
      </Section>

      <Section id="exports" title="Exports">
        <Typography>
          Export a result as plain text, Markdown or HTML on every plan. Premium adds Word (.docx)
          and PDF, saved projects and analytics. History keeps your last 100 enhancements.
        </Typography>
      </Section>

      <Section id="privacy" title="Privacy and your data">
        <Typography>
          Your texts are used only to give you the result and your history. In Account → Privacy
          &amp; GDPR you can download everything we hold about you as a file, and delete your
          account, which removes your personal data at once. The Privacy Policy in the footer has
          the details.
        </Typography>
      </Section>

      <Section id="shortcuts" title="Keyboard shortcuts">
        <ChoiceTable
          head={['Keys', 'What they do']}
          rows={[
            ['Ctrl + Enter (⌘ + Enter on a Mac)', 'Enhance the text in the box'],
            ['Tab / Shift + Tab', 'Move between fields and buttons'],
            ['Esc', 'Close a dialog'],
          ]}
        />
      </Section>
    </Container>
  );
}
