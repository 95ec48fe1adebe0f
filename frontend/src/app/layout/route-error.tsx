import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorScreen } from '../../components/errors/error-screen';
import { NotFoundScreen } from '../../components/errors/not-found-screen';

/** Error element of the router: 404 answers get the not-found page, anything else the recovery screen. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!notFound) console.error('Route failed to render', error);
  }, [error, notFound]);

  return notFound ? <NotFoundScreen /> : <ErrorScreen />;
}
