import { clients } from "../../app/content/clients";
import { helpCentrePage } from "../../app/content/help-centre";
import { importedOpenings as jobs } from "../fixtures/imported-2026-11/openings";
import { newsletterPages } from "../../app/content/newsletter";
import { pages } from "../../app/content/pages";
import { projects } from "../../app/content/projects";
import { services } from "../../app/content/services";
import { testPosts } from "./blog-posts";

const firstService = services[0]!;
const firstProject = projects[0]!;
const firstClient = clients[0]!;
const firstJob = jobs[0]!;
const firstPost = testPosts[0]!;

/** The published help article POST /__test/help-articles makes (its sample). */
export const sampleHelpArticle = {
  slug: "restart-your-router",
  title: "Restart your router when the internet drops",
  summary: "Most dropped connections come back after switching the router off for thirty seconds.",
};

/** A route and the heading and description its server HTML must show. */
function route(path: string, { heading, description }: { heading: string; description: string }) {
  return { path, heading, description };
}

/** Every route of the spec's route table with the heading its server HTML must show. */
export const siteRoutes = [
  route("/", pages.home),
  route("/about", pages.about),
  route("/services", pages.services),
  route(`/services/${firstService.slug}`, { heading: firstService.title, description: firstService.shortDescription }),
  route("/amc-plans", pages.amcPlans),
  route("/portfolio", pages.portfolio),
  route(`/portfolio/${firstProject.slug}`, { heading: firstProject.title, description: firstProject.description }),
  route("/blog", pages.blog),
  route(`/blog/${firstPost.slug}`, { heading: firstPost.title, description: firstPost.excerpt }),
  route("/insights", pages.insights),
  route("/help", helpCentrePage),
  // Made by POST /__test/help-articles (the e2e database has no article until then: see routes.spec.ts).
  route(`/help/${sampleHelpArticle.slug}`, {
    heading: sampleHelpArticle.title,
    description: sampleHelpArticle.summary,
  }),
  route("/contact", pages.contact),
  route("/newsletter", newsletterPages.subscribe),
  route("/testimonials", pages.testimonials),
  route(`/clients/${firstClient.id}`, { heading: firstClient.name, description: firstClient.description }),
  route("/careers", pages.careers),
  route(`/careers/${firstJob.id}`, { heading: firstJob.title, description: firstJob.description }),
  route("/privacy", pages.privacy),
  route("/terms", pages.terms),
  route("/login", pages.login),
  route("/signup", pages.signup),
  route("/forgot-password", pages.forgotPassword),
  route("/reset-password", pages.resetPassword),
  route("/verify-email", pages.verifyEmail),
];
