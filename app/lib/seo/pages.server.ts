// Every public page as search engines and chat apps see it: its path, title, section, last change,
// whether it is indexed, and its structured data. The sitemap lists the indexed ones, the build draws
// a share image for each, and entry.server adds each document's share-image tags and JSON-LD.
// Keep in step with app/routes.ts: tests/integration/seo.test.ts fetches every page listed here.
import { type Locale, locales } from "~/lib/i18n/locale";
import { clients } from "~/content/clients";
import { contactFaqs } from "~/content/faqs";
import { helpCentrePage } from "~/content/help-centre";
import { careersPage as careersCopy } from "~/content/jobs";
import type { Job } from "~/content/schema";
import {
  aboutPage,
  amcPlansPage,
  blogPage,
  careersPage,
  contactPage,
  forgotPasswordPage,
  homePage,
  insightsPage,
  loginPage,
  portfolioPage,
  privacyPage,
  servicesPage,
  signupPage,
  termsPage,
  testimonialsPage,
} from "~/content/pages";
import { plans } from "~/content/plans";
import { projects } from "~/content/projects";
import {
  defaultShare,
  breadcrumbNames as crumb,
  shareImageAlt,
  shareSections,
  staticPagesUpdated,
} from "~/content/seo";
import { serviceLevelsPage } from "~/content/service-levels";
import { services } from "~/content/services";
import { site } from "~/content/site";
import { newsletterPages } from "~/content/newsletter";
import { type ShareImage, shareImage } from "./share-image.server";
import {
  absoluteUrl,
  blogPosting,
  breadcrumbs,
  faqPage,
  type JsonLdNode,
  jobPosting,
  organization,
  planCatalog,
  type SeoPost,
  serviceNode,
} from "./structured-data.server";

export type SeoPage = {
  path: string;
  title: string;
  section: string;
  /** YYYY-MM-DD: the last change of the page's content. */
  lastmod: string;
  /** False for pages that carry `noindex` (sign-in flows, newsletter): they still get a share image. */
  indexed: boolean;
  /** The languages the page is written in: both for the site's own pages, one for a published record. */
  languages: readonly Locale[];
  image: ShareImage;
  imageAlt: string;
  /** The page's JSON-LD nodes, given the absolute URL of its share image. */
  structuredData?: (imageUrl: string) => JsonLdNode[];
};

/** The latest of YYYY-MM-DD dates (they sort as text). */
const latest = (dates: readonly string[]) => [...dates].sort().at(-1) ?? "";
const footer = `${new URL(site.url).host} · ${site.phone}`;

function sectionOf(path: string) {
  return shareSections[path.split("/")[1] ?? ""] ?? "";
}

function imageKey(path: string) {
  return path === "/" ? "home" : path.slice(1).replaceAll("/", "-");
}

type PageInput = Omit<SeoPage, "section" | "image" | "imageAlt" | "indexed" | "languages"> & {
  indexed?: boolean;
  languages?: readonly Locale[];
  /** A page whose share image this one shows (see publishedPage). */
  imageOf?: SeoPage;
};

function page({ imageOf, ...input }: PageInput): SeoPage {
  const section = sectionOf(input.path);
  const image =
    imageOf?.image ??
    shareImage({ key: imageKey(input.path), title: input.title, section, siteName: site.name, footer });
  return {
    indexed: true,
    languages: locales,
    ...input,
    section,
    image,
    imageAlt: imageOf?.imageAlt ?? shareImageAlt(input.title, section, site.name),
  };
}

/**
 * A page of a record published from the console (a post, an opening). Its share image is its list
 * page's: the images are rendered to PNG at build time (scripts/build-seo-assets.ts), which cannot
 * know what is in the database, and an image drawn for a title staff typed later would not exist.
 */
const publishedPage = (list: SeoPage, input: Omit<PageInput, "imageOf">) =>
  page({ languages: ["en"], ...input, imageOf: list });

/** The share image of pages not listed (account, staff, error pages). */
export function defaultShareImage(): Pick<SeoPage, "image" | "imageAlt"> {
  const { title, section } = defaultShare;
  return {
    image: shareImage({ key: "site", title, section, siteName: site.name, footer }),
    imageAlt: shareImageAlt(title, section, site.name),
  };
}

/** Home › the list page › this page. */
const trail = (listName: string, listPath: string, title: string, path: string) =>
  breadcrumbs([
    [crumb.home, "/"],
    [listName, listPath],
    [title, path],
  ]);

const jobHeadings = {
  responsibilities: careersCopy.jobLabels.responsibilities,
  requirements: careersCopy.jobLabels.requirements,
};

/**
 * What the site publishes from the database: the published blog posts (the blog feature's summaries)
 * and the openings on /careers (published, deadline not passed).
 */
export type SeoPublished = { posts: readonly SeoPost[]; openings: readonly Job[] };

/** Every page, in sitemap order. */
export function seoPages({ posts, openings: jobs }: SeoPublished): SeoPage[] {
  const updated = staticPagesUpdated;
  const newestPost = latest([updated, ...posts.map((post) => post.publishedAt)]);
  const newestJob = latest([updated, ...jobs.map((job) => job.postedDate)]);
  const blogList = page({ path: "/blog", title: blogPage.title, lastmod: newestPost });
  const careersList = page({ path: "/careers", title: careersPage.title, lastmod: newestJob });
  return [
    page({ path: "/", title: homePage.title, lastmod: updated, structuredData: organization }),
    page({ path: "/about", title: aboutPage.title, lastmod: updated, structuredData: organization }),
    page({ path: "/services", title: servicesPage.title, lastmod: updated }),
    ...services.map((service) =>
      page({
        path: `/services/${service.slug}`,
        title: service.title,
        lastmod: updated,
        structuredData: () => [
          serviceNode(service),
          trail(crumb.services, "/services", service.title, `/services/${service.slug}`),
        ],
      }),
    ),
    page({
      path: "/amc-plans",
      title: amcPlansPage.title,
      lastmod: updated,
      // Its FAQPage is in the page beside the questions (FaqList), where gzip sends the words once.
      structuredData: () => [planCatalog(plans)],
    }),
    page({ path: "/portfolio", title: portfolioPage.title, lastmod: updated }),
    ...projects.map((project) =>
      page({
        path: `/portfolio/${project.slug}`,
        title: project.title,
        lastmod: updated,
        structuredData: () => [trail(crumb.portfolio, "/portfolio", project.title, `/portfolio/${project.slug}`)],
      }),
    ),
    blogList,
    ...posts.map((post) =>
      publishedPage(blogList, {
        path: `/blog/${post.slug}`,
        languages: [post.language ?? "en"],
        title: post.title,
        lastmod: post.publishedAt,
        structuredData: (imageUrl) => [
          blogPosting(post, imageUrl),
          trail(crumb.blog, "/blog", post.title, `/blog/${post.slug}`),
        ],
      }),
    ),
    // Its articles are the database's: the sitemap lists them beside these pages (app/routes/sitemap.ts).
    page({ path: "/help", title: helpCentrePage.title, lastmod: updated }),
    page({ path: "/insights", title: insightsPage.title, lastmod: updated }),
    page({
      path: "/contact",
      title: contactPage.title,
      lastmod: updated,
      structuredData: (imageUrl) => [...organization(imageUrl), faqPage(contactFaqs, "/contact")],
    }),
    page({ path: "/testimonials", title: testimonialsPage.title, lastmod: updated }),
    ...clients.map((client) =>
      page({
        path: `/clients/${client.id}`,
        title: client.name,
        lastmod: updated,
        structuredData: () => [trail(crumb.testimonials, "/testimonials", client.name, `/clients/${client.id}`)],
      }),
    ),
    careersList,
    ...jobs.map((job) =>
      publishedPage(careersList, {
        path: `/careers/${job.id}`,
        languages: [job.language ?? "en"],
        title: job.title,
        lastmod: job.postedDate,
        structuredData: () => [
          jobPosting(job, jobHeadings),
          trail(crumb.careers, "/careers", job.title, `/careers/${job.id}`),
        ],
      }),
    ),
    page({ path: "/privacy", title: privacyPage.title, lastmod: updated }),
    page({ path: "/terms", title: termsPage.title, lastmod: updated }),
    // Its figures change hourly; the page itself (what is measured, and how) changes with the content.
    page({ path: "/service-levels", title: serviceLevelsPage.title, lastmod: updated }),
    // Not indexed (they carry noindex), but shared in chats all the same.
    page({ path: "/login", title: loginPage.title, lastmod: updated, indexed: false }),
    page({ path: "/signup", title: signupPage.title, lastmod: updated, indexed: false }),
    page({ path: "/forgot-password", title: forgotPasswordPage.title, lastmod: updated, indexed: false }),
    page({ path: "/newsletter", title: newsletterPages.subscribe.title, lastmod: updated, indexed: false }),
  ];
}

export { absoluteUrl };
