import { bannerInputSchema, formatZodIssues, parseLanguage, WEEKDAYS } from "@armada/domain";
import {
  ActionIcon,
  Button,
  Card,
  Chip,
  Group,
  Image,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { apiRequest } from "@/shared/api/apiRequest";
import { errorNotifier, notifySuccess } from "@/shared/ui/notify";
import { useConsoleCompanies } from "../api/consoleApi";
import {
  ALL_COMPANIES,
  audienceCompanyIds,
  audienceMissing,
  type CompanyAudience,
  CompanyAudienceField,
} from "./CompanyAudienceField";
import { ConsoleListStatus } from "./ConsoleListStatus";
import { MediaUploadField } from "./MediaUploadField";

interface ConsoleBanner {
  banner_id: number;
  title: string;
  image_url: string;
  day_show: number[];
  company_ids: number[] | null;
  domain: string | null;
}

const bannersKey = ["console", "banners"] as const;

/** Banners: title, image, the weekdays they show on (day_show) and the companies they are for. */
export function ConsoleBannersPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: bannersKey,
    queryFn: async ({ signal }) =>
      (await apiRequest<ConsoleBanner[]>("/api/console/banner", { signal })).data,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: bannersKey });
  const create = useMutation({
    mutationFn: (body: unknown) => apiRequest("/api/console/banner", { method: "POST", body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest(`/api/console/banner/${id}`, { method: "DELETE" }),
    onSuccess: refresh,
  });
  const [title, setTitle] = useState("");
  const [image, setImage] = useState<string[]>([]);
  const [days, setDays] = useState<string[]>([]);
  const [audience, setAudience] = useState<CompanyAudience>(ALL_COMPANIES);
  const companies = useConsoleCompanies();
  const companyName = new Map((companies.data ?? []).map((company) => [company.id, company.name]));
  const [error, setError] = useState<string | null>(null);
  const weekday = (day: number) => t(`console.weekdays.${day}`);

  const save = () => {
    const noCompanies = audienceMissing(audience);
    const parsed = bannerInputSchema.safeParse({
      title,
      imageUrl: image[0],
      dayShow: days.map(Number),
      companyIds: noCompanies ? undefined : audienceCompanyIds(audience),
    });
    const messages = parsed.success
      ? []
      : formatZodIssues(parsed.error, parseLanguage(i18n.language)).map((issue) => issue.message);
    if (noCompanies) messages.push(t("console.chooseCompanies"));
    if (!parsed.success || messages.length > 0) {
      setError(messages.join("; "));
      return;
    }
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: () => {
        notifySuccess(t("console.saved"));
        setTitle("");
        setImage([]);
        setDays([]);
        setAudience(ALL_COMPANIES);
      },
      onError: errorNotifier("console.saveFailed"),
    });
  };

  return (
    <Stack gap="md" maw={1200} mx="auto">
      <Title order={3}>{t("console.banners")}</Title>
      <Card withBorder radius="md">
        <Stack gap="sm">
          <TextInput
            label={t("console.header")}
            value={title}
            maxLength={120}
            onChange={(event) => setTitle(event.currentTarget.value)}
            data-testid="banner-title"
          />
          <MediaUploadField
            label={t("console.bannerImage")}
            kind="image"
            value={image}
            onChange={setImage}
            testId="banner-image"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t("console.dayShow")}
            </Text>
            <Chip.Group multiple value={days} onChange={setDays}>
              <Group gap="xs" data-testid="banner-days">
                {WEEKDAYS.map((day) => (
                  <Chip key={day} value={String(day)} size="sm">
                    {weekday(day)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
          <CompanyAudienceField
            value={audience}
            onChange={setAudience}
            companies={companies.data ?? []}
            testId="banner"
          />
          {error ? (
            <Text c="red" size="sm" data-testid="banner-error">
              {error}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button onClick={save} loading={create.isPending} data-testid="banner-save">
              {t("console.saveBanner")}
            </Button>
          </Group>
        </Stack>
      </Card>
      <Card withBorder radius="md" p={0}>
        <Table verticalSpacing="sm" data-testid="console-banners">
          <Table.Tbody>
            {(list.data ?? []).map((banner) => (
              <Table.Tr key={banner.banner_id} data-testid="console-banner-row">
                <Table.Td w={96}>
                  <Image src={banner.image_url} w={80} h={48} radius="sm" fit="cover" alt="" />
                </Table.Td>
                <Table.Td>
                  <Text fw={600} size="sm">
                    {banner.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {banner.day_show.map(weekday).join(", ")}
                  </Text>
                  <Text size="xs" c="dimmed" data-testid="console-banner-audience">
                    {banner.company_ids
                      ? banner.company_ids.map((id) => companyName.get(id) ?? `#${id}`).join(", ")
                      : t("console.allCompanies")}
                  </Text>
                </Table.Td>
                <Table.Td w={48}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t("console.delete")}
                    onClick={() =>
                      modals.openConfirmModal({
                        title: t("console.deleteBannerTitle"),
                        children: <Text size="sm">{banner.title}</Text>,
                        labels: { confirm: t("console.delete"), cancel: t("console.cancel") },
                        confirmProps: { color: "red" },
                        onConfirm: () =>
                          remove.mutate(banner.banner_id, { onError: errorNotifier("console.deleteFailed") }),
                      })
                    }
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <ConsoleListStatus
          list={list}
          isEmpty={(list.data ?? []).length === 0}
          failedKey="console.loadFailed"
          emptyKey="console.noBanners"
        />
      </Card>
    </Stack>
  );
}
