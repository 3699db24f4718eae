import { clients } from "../../app/content/clients";
import { jobs } from "../../app/content/jobs";
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

/** Every route of the spec's route table with the heading its server HTML must show. */
export const siteRoutes = [
  { path: "/", heading: pages.home.heading, description: pages.home.description },
  { path: "/about", heading: pages.about.heading, description: pages.about.description },
  { path: "/services", heading: pages.services.heading, description: pages.services.description },
  { path: `/services/${firstService.slug}`, heading: firstService.title, description: firstService.shortDescription },
  { path: "/amc-plans", heading: pages.amcPlans.heading, description: pages.amcPlans.description },
  { path: "/portfolio", heading: pages.portfolio.heading, description: pages.portfolio.description },
  { path: `/portfolio/${firstProject.slug}`, heading: firstProject.title, description: firstProject.description },
  { path: "/blog", heading: pages.blog.heading, description: pages.blog.description },
  { path: `/blog/${firstPost.slug}`, heading: firstPost.title, description: firstPost.excerpt },
  { path: "/insights", heading: pages.insights.heading, description: pages.insights.description },
  { path: "/contact", heading: pages.contact.heading, description: pages.contact.description },
  {
    path: "/newsletter",
    heading: newsletterPages.subscribe.heading,
    description: newsletterPages.subscribe.description,
  },
  { path: "/testimonials", heading: pages.testimonials.heading, description: pages.testimonials.description },
  { path: `/clients/${firstClient.id}`, heading: firstClient.name, description: firstClient.description },
  { path: "/careers", heading: pages.careers.heading, description: pages.careers.description },
  { path: `/careers/${firstJob.id}`, heading: firstJob.title, description: firstJob.description },
  { path: "/privacy", heading: pages.privacy.heading, description: pages.privacy.description },
  { path: "/terms", heading: pages.terms.heading, description: pages.terms.description },
  { path: "/login", heading: pages.login.heading, description: pages.login.description },
  { path: "/signup", heading: pages.signup.heading, description: pages.signup.description },
  { path: "/forgot-password", heading: pages.forgotPassword.heading, description: pages.forgotPassword.description },
  { path: "/reset-password", heading: pages.resetPassword.heading, description: pages.resetPassword.description },
  { path: "/verify-email", heading: pages.verifyEmail.heading, description: pages.verifyEmail.description },
] as const;
