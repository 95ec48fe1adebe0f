import { useMutation } from '@tanstack/react-query';
import { api, type ApiSchema } from '../../../lib/api-client';

export const useSubmitFeedback = () =>
  useMutation({
    mutationFn: (body: ApiSchema<'FeedbackDto'>) => api.POST('/api/beta/feedback', { body }),
  });
