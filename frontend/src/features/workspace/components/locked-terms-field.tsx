import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { MAX_LOCKED_TERM_LENGTH, MAX_LOCKED_TERMS } from '../model/enhance-options';

/** Words kept exactly as written: typed, then Enter or a comma adds a chip. */
export function LockedTermsField({
  value,
  onChange,
}: {
  value: string[];
  onChange: (terms: string[]) => void;
}) {
  const [draft, setDraft] = useState('');
  const full = value.length >= MAX_LOCKED_TERMS;
  const update = (terms: string[]) => {
    // Commas separate terms, whether typed one by one or pasted as a list ("Acme, Pro Plan").
    const cleaned = terms
      .flatMap((term) => term.split(','))
      .map((term) => term.trim().slice(0, MAX_LOCKED_TERM_LENGTH))
      .filter((term, index, all) => term !== '' && all.indexOf(term) === index);
    onChange(cleaned.slice(0, MAX_LOCKED_TERMS));
  };

  return (
    <Autocomplete
      multiple
      freeSolo
      options={[] as string[]}
      value={value}
      inputValue={draft}
      onInputChange={(_, next) => {
        if (next.endsWith(',')) {
          update([...value, next]);
          setDraft('');
        } else {
          setDraft(next);
        }
      }}
      onChange={(_, terms) => update(terms)}
      renderValue={(terms, getItemProps) =>
        terms.map((term, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={term} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label="Locked words"
          placeholder={full ? undefined : 'Type a word, then Enter or a comma'}
          helperText={
            full
              ? `At most ${MAX_LOCKED_TERMS} locked words`
              : 'Names, figures or phrases kept exactly as written; commas separate them'
          }
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              // Room for a pasted list; each term is cut to its own limit.
              maxLength: (MAX_LOCKED_TERM_LENGTH + 2) * MAX_LOCKED_TERMS,
              disabled: full,
            },
          }}
        />
      )}
    />
  );
}
