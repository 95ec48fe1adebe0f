import Typography from '@mui/material/Typography';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import { Login, LoginForm, PasswordInput, required, TextInput } from 'react-admin';

/** Staff sign in with their e-mail (react-admin's default form asks for a username). */
export function LoginPage() {
  return (
    <Login
      avatarIcon={<AdminPanelSettingsOutlinedIcon />}
      sx={{
        backgroundImage:
          'radial-gradient(circle at 50% 14em, #4338ca 0%, #1e1b4b 60%, #15132b 100%)',
      }}
    >
      <Typography component="h1" variant="h6" sx={{ textAlign: 'center', fontWeight: 700 }}>
        Resonate Admin
      </Typography>
      <LoginForm>
        <TextInput
          autoFocus
          source="email"
          label="Email"
          type="email"
          autoComplete="email"
          validate={required()}
        />
        <PasswordInput
          source="password"
          label="Password"
          autoComplete="current-password"
          validate={required()}
        />
      </LoginForm>
    </Login>
  );
}
