import { useMutation } from '@tanstack/react-query';
import type { DutyCalculationRequest, DutyCalculationResponse } from '@igrs/domain';
import { apiRequest } from '../../../lib/api-client.ts';

export function useDutyCalculation() {
  return useMutation({
    mutationFn: (request: DutyCalculationRequest) => apiRequest<DutyCalculationResponse>('/duty/calculate', { method: 'POST', body: request }),
  });
}
