import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { isApiError } from '../../../lib/api-client';
import {
  useApiKeys,
  useCreateApiKey,
  useRevokeApiKey,
  type ApiKey,
  type ApiKeyScope,
  type CreatedApiKey,
} from '../api/api-keys';
import { formatDate } from '../utils/format-date';

const SCOPE_LABELS: Record<ApiKeyScope, string> = {
  rewrite: 'Rewrite texts (POST /api/ai/enhance), charged to your plan',
  analyze: 'Analyse texts (heat maps), not charged',
  'history:read': 'Read your history',
};

const failure = (error: unknown, fallback: string) =>
  isApiError(error) && error.status < 500 ? error.detail : fallback;

const paperSx = { p: { xs: 2.5, sm: 3 }, borderRadius: '18px', border: 1, borderColor: 'divider' };

/** Personal API keys: create (Pro, Premium, staff), see the secret once, revoke. */
export function ApiKeysTab({ onSeePlans }: { onSeePlans: () => void }) {
  const { data, isPending, isError, refetch } = useApiKeys();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  if (isPending) return <Skeleton variant="rounded" height={220} />;
  if (isError || !data) {
    return (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>Retry</Button>}>
        Your API keys could not be loaded.
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {!data.can_create && (
        <Alert
          severity="info"
          icon={<KeyOutlinedIcon />}
          action={<Button onClick={onSeePlans}>See plans</Button>}
        >
          API keys come with Pro and Premium: call the same rewrites, analyses and history from your
          scripts, CMS or automation tools, charged to your plan like the workspace.
        </Alert>
      )}
      {created && <NewSecret apiKey={created} onDone={() => setCreated(null)} />}
      {data.can_create && !created && (
        <CreateKeyForm scopes={data.available_scopes} onCreated={setCreated} />
      )}
      <KeyList items={data.items} />
      <Typography color="text.secondary" sx={{ fontSize: '0.9rem' }}>
        Send a key as <code>Authorization: Bearer rsn_live_…</code>. See the{' '}
        <Link href="/api/docs" target="_blank" rel="noopener">
          API reference
        </Link>{' '}
        for the routes each scope opens.
      </Typography>
    </Box>
  );
}

function CreateKeyForm({
  scopes,
  onCreated,
}: {
  scopes: ApiKeyScope[];
  onCreated: (key: CreatedApiKey) => void;
}) {
  const toast = useToast();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<ApiKeyScope[]>(['rewrite']);
  const [expiry, setExpiry] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return setError('Please give the key a name');
    if (chosen.length === 0) return setError('Please choose at least one scope');
    setError(null);
    create.mutate(
      { name: name.trim(), scopes: chosen, expires_at: expiry ? `${expiry}T23:59:59Z` : undefined },
      {
        onSuccess: (key) => {
          setName('');
          setExpiry('');
          onCreated(key);
        },
        onError: (failed) => toast.error(failure(failed, 'The key could not be created.')),
      },
    );
  };

  return (
    <Paper component="form" elevation={0} sx={paperSx} onSubmit={submit} noValidate>
      <Typography variant="h4" component="h3">
        Create an API key
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { sm: '2fr 1fr' } }}>
        <TextField
          label="Name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder="Catalogue script"
          slotProps={{ htmlInput: { maxLength: 100 } }}
          required
        />
        <TextField
          label="Expires (optional)"
          type="date"
          value={expiry}
          onChange={(event) => setExpiry(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <FormGroup sx={{ mt: 1.5 }} aria-label="Scopes">
        {scopes.map((scope) => (
          <FormControlLabel
            key={scope}
            control={
              <Checkbox
                checked={chosen.includes(scope)}
                onChange={(event) =>
                  setChosen((current) =>
                    event.target.checked
                      ? [...current, scope]
                      : current.filter((entry) => entry !== scope),
                  )
                }
              />
            }
            label={
              <span>
                <strong>{scope}</strong>: {SCOPE_LABELS[scope]}
              </span>
            }
          />
        ))}
      </FormGroup>
      {error && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={create.isPending}>
        {create.isPending ? 'Creating…' : 'Create key'}
      </Button>
    </Paper>
  );
}

function NewSecret({ apiKey, onDone }: { apiKey: CreatedApiKey; onDone: () => void }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey.secret);
      toast.success('Copied to clipboard');
    } catch {
      toast.error('Copying failed: select the key and copy it yourself.');
    }
  };
  return (
    <Alert severity="success" sx={{ '& .MuiAlert-message': { minWidth: 0, width: '100%' } }}>
      <Typography sx={{ fontWeight: 700 }}>
        Your new key “{apiKey.name}”. Copy it now: it will not be shown again.
      </Typography>
      <Box
        component="code"
        data-testid="new-api-key-secret"
        sx={{
          display: 'block',
          my: 1,
          p: 1,
          bgcolor: 'background.paper',
          overflowWrap: 'anywhere',
        }}
      >
        {apiKey.secret}
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="contained" size="small" onClick={() => void copy()}>
          Copy
        </Button>
        <Button size="small" onClick={onDone}>
          Done
        </Button>
      </Box>
    </Alert>
  );
}

function KeyList({ items }: { items: ApiKey[] }) {
  const toast = useToast();
  const revoke = useRevokeApiKey();
  if (items.length === 0) {
    return <Typography color="text.secondary">You have no API keys yet.</Typography>;
  }
  const confirmRevoke = (key: ApiKey) => {
    if (!window.confirm(`Revoke “${key.name}”? Anything using it stops working at once.`)) return;
    revoke.mutate(key.id, {
      onSuccess: () => toast.success('The key is revoked.'),
      onError: (failed) => toast.error(failure(failed, 'The key could not be revoked.')),
    });
  };
  return (
    <Box component="ul" aria-label="Your API keys" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((key) => (
        <Paper component="li" key={key.id} elevation={0} sx={{ ...paperSx, mb: 1.5 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 700 }}>{key.name}</Typography>
            <Chip
              size="small"
              label={key.status}
              color={key.status === 'active' ? 'success' : 'default'}
            />
            <Box sx={{ flex: 1 }} />
            {key.status === 'active' && (
              <Button
                color="error"
                size="small"
                onClick={() => confirmRevoke(key)}
                disabled={revoke.isPending}
                aria-label={`Revoke ${key.name}`}
              >
                Revoke
              </Button>
            )}
          </Box>
          <Typography color="text.secondary" sx={{ fontSize: '0.9rem', overflowWrap: 'anywhere' }}>
            <code>{key.prefix}…</code> · {key.scopes.join(', ')} · created{' '}
            {formatDate(key.created_at)}
            {key.expires_at && ` · expires ${formatDate(key.expires_at)}`}
            {' · '}
            {key.last_used_at
              ? `last used ${formatDate(key.last_used_at)}${key.last_used_ip ? ` from ${key.last_used_ip}` : ''}`
              : 'never used'}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
