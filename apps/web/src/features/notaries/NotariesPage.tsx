import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { decideDistrictAction, findRevenueDistrict, formatDisplayDate, notaryRequestSchema, revenueDistricts, type NotaryRequest, type NotaryView } from '@igrs/domain';
import { DateInput } from '../../components/ui/DateInput.tsx';
import { ErrorSummary } from '../../components/ui/ErrorSummary.tsx';
import { SelectField } from '../../components/ui/SelectField.tsx';
import { ListTable } from '../../components/ui/ListTable.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { useBilingual } from '../../lib/bilingual.ts';
import { useMenuPageTitle, usePageTitle } from '../../lib/page-title.ts';
import { usePrincipal } from '../../lib/session.ts';
import { useFormProblems } from '../../lib/use-form-problems.ts';

const KEY = ['notaries'];
const FIELDS = ['registrationNumber', 'name', 'districtCode', 'address', 'validFrom', 'validTo'] as const;
const BLANK: NotaryRequest = { registrationNumber: '', name: '', districtCode: '', address: '', validFrom: '', validTo: '' };

/** Adds a notary, or corrects one and records a renewed term. */
function NotaryForm({ editing, onDone }: { editing: NotaryView | undefined; onDone: () => void }) {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (body: NotaryRequest) =>
      editing ? apiRequest<NotaryView>(`/notaries/${editing.notaryId}`, { method: 'PUT', body }) : apiRequest<NotaryView>('/notaries', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
  const form = useForm<NotaryRequest>({ resolver: zodResolver(notaryRequestSchema), defaultValues: editing ?? BLANK });
  const problems = useFormProblems(form, FIELDS);
  const submit = (values: NotaryRequest) =>
    problems.submit(async () => {
      await save.mutateAsync(values);
      form.reset(BLANK);
      onDone();
    });
  const date = (name: 'validFrom' | 'validTo') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => <DateInput id={name} legend={t(`notaries.${name}`)} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={problems.message(name)} />}
    />
  );
  return (
    <form noValidate className="card card-body mb-4" aria-labelledby="notary-form-heading" onSubmit={form.handleSubmit(submit, problems.onInvalid)}>
      <h2 id="notary-form-heading" className="h5">
        {editing ? t('notaries.edit', { name: editing.name }) : t('notaries.add')}
      </h2>
      <ErrorSummary errors={problems.summary} version={problems.attempt} />
      <div className="row g-3">
        <div className="col-12 col-md-4">
          <TextField id="registrationNumber" label={t('notaries.number')} hint={t('notaries.numberHint')} error={problems.message('registrationNumber')} registration={form.register('registrationNumber')} />
        </div>
        <div className="col-12 col-md-4">
          <TextField id="name" label={t('notaries.name')} error={problems.message('name')} registration={form.register('name')} />
        </div>
        <div className="col-12 col-md-4">
          <SelectField
            id="districtCode"
            label={t('notaries.district')}
            placeholder={t('notaries.choose')}
            options={revenueDistricts.map((district) => ({ value: district.code, label: pick(district.description) }))}
            error={problems.message('districtCode')}
            registration={form.register('districtCode')}
          />
        </div>
        <div className="col-12">
          <TextField id="address" label={t('notaries.address')} error={problems.message('address')} registration={form.register('address')} />
        </div>
        <div className="col-12 col-md-6">{date('validFrom')}</div>
        <div className="col-12 col-md-6">{date('validTo')}</div>
      </div>
      <div className="d-flex gap-2 mt-3">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t('notaries.save')}
        </button>
        {editing ? (
          <button type="button" className="btn btn-outline-secondary" onClick={onDone}>
            {t('notaries.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * The notaries list: anyone searches it by name and district and sees whose
 * term has ended; on the staff page, a District Registrar keeps the entries
 * of the districts in view.
 */
export function NotariesPage({ keeping }: { keeping: boolean }) {
  const { t } = useTranslation();
  const { pick } = useBilingual();
  const principal = usePrincipal();
  const menuTitle = useMenuPageTitle('notaries');
  const publicTitle = t('pages.notaries');
  usePageTitle(keeping ? menuTitle : publicTitle);
  const [filter, setFilter] = useState({ name: '', districtCode: '' });
  const [editing, setEditing] = useState<NotaryView>();
  const list = useQuery({
    queryKey: [...KEY, filter],
    queryFn: ({ signal }) => apiRequest<{ notaries: NotaryView[] }>('/notaries', { signal, query: filter }).then((body) => body.notaries),
  });
  const rows = list.data ?? [];
  const mayKeep = (notary: NotaryView) => keeping && !!principal && !decideDistrictAction(principal, notary.districtCode);
  return (
    <div className="container-xxl py-4">
      <h1 className="h2 mb-3">{keeping ? menuTitle : publicTitle}</h1>
      <p>{t('notaries.intro')}</p>
      {keeping ? <NotaryForm key={editing?.notaryId ?? 'new'} editing={editing} onDone={() => setEditing(undefined)} /> : null}
      <form className="row g-3 align-items-end mb-3" role="search" aria-label={t('notaries.search')} onSubmit={(event) => event.preventDefault()}>
        <div className="col-12 col-md-5">
          <label htmlFor="notary-name" className="form-label">
            {t('notaries.searchName')}
          </label>
          <input id="notary-name" className="form-control" value={filter.name} onChange={(event) => setFilter({ ...filter, name: event.target.value })} />
        </div>
        <div className="col-12 col-md-4">
          <label htmlFor="notary-district" className="form-label">
            {t('notaries.district')}
          </label>
          <select id="notary-district" className="form-select" value={filter.districtCode} onChange={(event) => setFilter({ ...filter, districtCode: event.target.value })}>
            <option value="">{t('notaries.anyDistrict')}</option>
            {revenueDistricts.map((district) => (
              <option key={district.code} value={district.code}>
                {pick(district.description)}
              </option>
            ))}
          </select>
        </div>
      </form>
      {list.isPending ? <p>{t('notaries.loading')}</p> : null}
      <ListTable
        label={t('notaries.list')}
        caption={t('notaries.count', { number: rows.length })}
        captionPlacement="bottom"
        columns={[
          { header: t('notaries.name') },
          { header: t('notaries.number') },
          { header: t('notaries.district') },
          { header: t('notaries.address') },
          { header: t('notaries.validTo') },
          { header: t('notaries.status') },
          ...(keeping ? [{ header: <span className="visually-hidden">{t('notaries.editColumn')}</span> }] : []),
        ]}
        className="table table-striped align-middle"
      >
        {rows.map((notary) => (
          <tr key={notary.notaryId}>
            <th scope="row">{notary.name}</th>
            <td>{notary.registrationNumber}</td>
            <td>{findRevenueDistrict(notary.districtCode) ? pick(findRevenueDistrict(notary.districtCode)!.description) : notary.districtCode}</td>
            <td>{notary.address}</td>
            <td>{formatDisplayDate(notary.validTo)}</td>
            <td>{notary.inForce ? t('notaries.inForce') : <strong>{t('notaries.ended')}</strong>}</td>
            {keeping ? (
              <td>
                {mayKeep(notary) ? (
                  <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => setEditing(notary)}>
                    {t('notaries.editOne', { name: notary.name })}
                  </button>
                ) : null}
              </td>
            ) : null}
          </tr>
        ))}
      </ListTable>
    </div>
  );
}
