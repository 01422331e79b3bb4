import { ApiError, pickMessage, problemOf, QUIET_HEADER } from '@portal/api-client';
import { api, notify, useLanguage } from '@portal/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CsvKind, ImportPreview } from '../csv-kind';

/** A failed call as the one error type the rest of the portal reads. */
function failure(error: unknown, response: Response): ApiError {
  return error instanceof ApiError ? error : new ApiError(problemOf(error, response));
}

/**
 * Asks the server what importing this CSV would do, row by row; nothing is written. Quiet: the
 * dialog shows why a file was refused next to the file, where the user is looking.
 */
export function useImportPreview(kind: CsvKind) {
  return useMutation({
    mutationFn: async (csv: string): Promise<ImportPreview> => {
      // The preview reports duplicates either way; the flag only matters for the import itself.
      const init = { body: { csv, skip_duplicates: true }, headers: { [QUIET_HEADER]: '1' } };
      const { data, error, response } =
        kind === 'accounts' ? await api.POST('/accounts/import/preview', init) : await api.POST('/contacts/import/preview', init);
      if (!data) throw failure(error, response);
      return data.data;
    },
  });
}

export interface ImportVariables {
  csv: string;
  skipDuplicates: boolean;
}

/**
 * Imports the CSV for real (the server validates it again), shows the server's message and has
 * every list of that record type fetched again.
 */
export function useImportRecords(kind: CsvKind) {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: async ({ csv, skipDuplicates }: ImportVariables) => {
      const init = { body: { csv, skip_duplicates: skipDuplicates } };
      const { data, error, response } =
        kind === 'accounts' ? await api.POST('/accounts/import', init) : await api.POST('/contacts/import', init);
      if (!data) throw failure(error, response);
      return data;
    },
    onSuccess: (answer) => notify.success(pickMessage(answer.message, language)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['get', `/${kind}`] }),
  });
}
