import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BetaCatalog } from '../../api/catalog';
import { StudioSettingsFields } from '../../components/settings-fields';
import { TargetWordsField } from '../../components/target-words-field';
import { countWords } from '../../model/word-count';
import { LanguagePairFields } from './language-pair-fields';
import type { WorkspaceDocument } from './use-workspace-document';

/** The text, every setting and the Enhance button. */
export function WorkspaceEditor({
  catalog,
  doc,
  onEnhance,
  title = 'Enhanced Workspace',
}: {
  catalog: BetaCatalog;
  doc: WorkspaceDocument;
  onEnhance: () => void;
  /** The heading of the section (each workspace names itself). */
  title?: string;
}) {
  const useCase =
    catalog.use_cases.find((option) => option.value === doc.settings.use_case) ??
    catalog.use_cases[0];
  return (
    <Paper
      component="section"
      aria-labelledby="workspace-editor-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5, minWidth: 0 }}
    >
      <Typography id="workspace-editor-title" variant="h5" component="h2">
        {title}
      </Typography>
      <TextField
        label="Your text"
        multiline
        minRows={7}
        value={doc.text}
        onChange={(event) => doc.setText(event.target.value)}
        helperText={`${countWords(doc.text)} words`}
      />
      <StudioSettingsFields catalog={catalog} settings={doc.settings} onChange={doc.pickSettings} />
      <TargetWordsField
        rules={catalog.word_count}
        useCase={useCase}
        value={doc.settings.target_word_count}
        onChange={(target_word_count) => doc.changeSettings({ target_word_count })}
      />
      <LanguagePairFields catalog={catalog} settings={doc.settings} onChange={doc.changeSettings} />
      <Box>
        <Button
          variant="contained"
          size="large"
          onClick={onEnhance}
          disabled={doc.enhancing || !doc.text.trim()}
        >
          {doc.enhancing ? 'Enhancing…' : 'Enhance'}
        </Button>
      </Box>
    </Paper>
  );
}
