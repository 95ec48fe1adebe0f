import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { LabelledOption, SongSettings, SongwritingOptions } from '../api/types';

const label = (value: string) =>
  value.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());

function Choice({
  id,
  name,
  value,
  options,
  onChange,
}: {
  id: keyof SongSettings;
  name: string;
  value: string;
  options: readonly (string | LabelledOption)[];
  onChange: (id: keyof SongSettings, value: string) => void;
}) {
  const described = options.find((option) => typeof option !== 'string' && option.value === value);
  return (
    <TextField
      select
      fullWidth
      size="small"
      id={`song-${id}`}
      label={name}
      value={value}
      onChange={(event) => onChange(id, event.target.value)}
      helperText={typeof described === 'object' ? described.description : undefined}
    >
      {options.map((option) => {
        const optionValue = typeof option === 'string' ? option : option.value;
        return (
          <MenuItem key={optionValue} value={optionValue}>
            {id === 'rhyme_scheme' || id === 'key' ? optionValue : label(optionValue)}
          </MenuItem>
        );
      })}
    </TextField>
  );
}

/** Genre, writing style, arc, emotion, structure, rhyme scheme, tempo and key, from the server's options. */
export function SongSettingsFields({
  settings,
  options,
  onChange,
}: {
  settings: SongSettings;
  options: SongwritingOptions;
  onChange: (id: keyof SongSettings, value: string) => void;
}) {
  const fields: [keyof SongSettings, string, readonly (string | LabelledOption)[]][] = [
    ['genre', 'Genre', options.genres],
    ['writing_style', 'Writing style', options.writing_styles],
    ['emotional_arc', 'Emotional arc', options.emotional_arcs],
    ['target_emotion', 'Target emotion', options.target_emotions],
    ['song_structure', 'Structure', options.song_structures],
    ['rhyme_scheme', 'Rhyme scheme', options.rhyme_schemes],
    ['tempo', 'Tempo', options.tempos],
    ['key', 'Key', options.keys],
  ];
  return (
    <Grid container spacing={2}>
      {fields.map(([id, name, values]) => (
        <Grid key={id} size={{ xs: 12, sm: 6 }}>
          <Choice id={id} name={name} value={settings[id]} options={values} onChange={onChange} />
        </Grid>
      ))}
    </Grid>
  );
}
