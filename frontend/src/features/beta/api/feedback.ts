import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface FeedbackReceipt {
  id: string;
  message: string;
  created_at: string;
}

export const useSubmitFeedback = () =>
  useMutation({
    mutationFn: (body: { message: string; tab?: string }) =>
      api.post<FeedbackReceipt>('/beta/feedback', body),
  });
