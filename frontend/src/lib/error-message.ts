import { isApiError, isApiErrorBody, NETWORK_ERROR_DETAIL } from './api-client';

/**
 * What a screen says when a call failed: the server's detail for a 4xx (the API writes those
 * for people), the network message when the server could not be reached, else `fallback`.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.isNetworkError) return NETWORK_ERROR_DETAIL;
  if (error.status < 500 && isApiErrorBody(error.data) && error.data.detail.trim() !== '') {
    return error.data.detail;
  }
  return fallback;
}
