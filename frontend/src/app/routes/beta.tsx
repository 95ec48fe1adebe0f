import Container from '@mui/material/Container';
import { Navigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { SongwritingWorkshop } from '../../features/songwriting/components/songwriting-workshop';
import { useAuth } from '../../lib/auth/auth-context';

/**
 * `/beta`: until the beta studio's shell lands, the page holds the Songwriting Workshop alone
 * (signed-in users; visitors go home).
 */
export default function BetaRoute() {
  const { user } = useAuth();
  if (!user) return <Navigate to={paths.home} replace />;
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <SongwritingWorkshop />
    </Container>
  );
}
