import { ExternalLink, Plus, UserRound } from 'lucide-react';
import { useState } from 'react';
import type { AdminContributor } from '../../../contracts/contributor.ts';
import { contributorPath } from '../../components/profile/profile-rules.ts';
import { Button } from '../../components/ui/button.tsx';
import { serverMessage } from '../../lib/api.ts';
import { AdminPage, LoadingState } from '../components/admin-page.tsx';
import { CardImage } from '../components/card-image.tsx';
import { confirmAction } from '../components/confirm-dialog.tsx';
import { Badge, CardGrid, ContentCard } from '../components/content-card.tsx';
import { FormAlert } from '../components/form-fields.tsx';
import { MANAGE_PAGE_SIZE, Pager, usePagedList } from '../components/pager.tsx';
import { useDeleteMutation } from '../lib/admin-mutation.ts';
import { ContributorDialog } from './contributor-dialog.tsx';
import { CONTRIBUTORS_PATH } from './contributor-form.ts';

type DialogState = { open: false } | { open: true; contributor?: AdminContributor };

/** /admin/contributors: every contributor as a card, added and edited in a dialog (admin-area §2). */
export function ContributorsPage() {
  const paged = usePagedList<AdminContributor>(CONTRIBUTORS_PATH, { pageSize: MANAGE_PAGE_SIZE });
  const contributors = paged.query;
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const remove = useDeleteMutation({
    path: CONTRIBUTORS_PATH,
    successMessage: 'Contributor deleted successfully',
    failureMessage: 'Failed to delete contributor',
  });

  async function confirmDelete(contributor: AdminContributor) {
    if (await confirmAction('Are you sure you want to delete this contributor?'))
      remove.mutate(contributor.id);
  }

  const addButton = (label: string) => (
    <Button onClick={() => setDialog({ open: true })}>
      <Plus aria-hidden="true" />
      {label}
    </Button>
  );

  return (
    <AdminPage
      title="Contributors"
      description="The writers, video makers and designers whose profiles appear on the site."
      back={{ href: '/admin', label: 'Back to Dashboard' }}
      actions={addButton('Add Contributor')}
    >
      {contributors.isPending ? (
        <LoadingState text="Loading contributors..." />
      ) : contributors.isError ? (
        <FormAlert message={serverMessage(contributors.error) ?? 'Failed to load contributors'} />
      ) : paged.items.length === 0 ? (
        <div className="rounded-lg border border-dashed border-rule-strong bg-paper px-6 py-12 text-center">
          <p className="mb-4 text-muted">No contributors yet.</p>
          {addButton('Add the first contributor')}
        </div>
      ) : (
        <CardGrid>
          {paged.items.map((contributor) => (
            <ContentCard
              key={contributor.id}
              media={<ProfilePicture contributor={contributor} />}
              badges={
                <>
                  <Badge className={contributor.isActive ? 'bg-green-800' : 'bg-neutral-600'}>
                    {contributor.isActive ? 'Active Member' : 'Alumni'}
                  </Badge>
                  {contributor.schoolYear && (
                    <Badge className="bg-paper-soft text-ink">{contributor.schoolYear}</Badge>
                  )}
                </>
              }
              title={contributor.name}
              text={contributor.bio ?? undefined}
              meta={
                <>
                  {(contributor.major || contributor.graduationYear) && (
                    <p>
                      {[
                        contributor.major,
                        contributor.graduationYear && `Class of ${contributor.graduationYear}`,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  )}
                  {contributor.email && <p className="break-all">{contributor.email}</p>}
                </>
              }
              onEdit={() => setDialog({ open: true, contributor })}
              onDelete={() => void confirmDelete(contributor)}
              deleting={remove.isPending && remove.variables === contributor.id}
              extraActions={
                <Button variant="quiet" size="sm" asChild>
                  <a href={contributorPath(contributor.name)} target="_blank" rel="noopener noreferrer">
                    <ExternalLink aria-hidden="true" />
                    Profile
                    <span className="sr-only"> of {contributor.name} (opens in a new tab)</span>
                  </a>
                </Button>
              }
            />
          ))}
        </CardGrid>
      )}
      <ContributorDialog
        open={dialog.open}
        contributor={dialog.open ? dialog.contributor : undefined}
        onClose={() => setDialog({ open: false })}
      />
      <Pager label="Contributor pages" page={paged.page} hasNext={paged.hasNext} onPage={paged.setPage} />
    </AdminPage>
  );
}

function ProfilePicture({ contributor }: { contributor: AdminContributor }) {
  return (
    <CardImage
      src={contributor.profileImageUrl ?? ''}
      alt={`Portrait of ${contributor.name}`}
      placeholder={
        <div className="grid h-full place-items-center text-muted">
          <UserRound aria-hidden="true" className="size-12" />
        </div>
      }
    />
  );
}
